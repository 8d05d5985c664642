// Boots the studio against the workspace server that serves this page.
import '@kriegsspiel/editor/theme.css';
import { HttpWorkspace, IdbDraftStore } from '@kriegsspiel/editor';
import { studioOptionsFromUrl } from './options';

const studio = document.createElement('ks-studio');
const workspace = new HttpWorkspace();
studio.workspace = workspace;
// The same server prepares games to playtest and balance; their rules run in Web Workers.
studio.games = workspace;
studio.drafts = new IdbDraftStore();
// A first visit gets the short tour of the three journeys (remembered once dismissed).
studio.tour = true;
const { scenario } = studioOptionsFromUrl(location.href);
if (scenario) studio.scenario = scenario;
document.body.append(studio);
