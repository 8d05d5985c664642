// Boots the studio against the workspace server that serves this page.
import '@kriegsspiel/editor/theme.css';
import { HttpWorkspace, IdbDraftStore } from '@kriegsspiel/editor';
import { studioOptionsFromUrl } from './options';

const studio = document.createElement('ks-studio');
studio.workspace = new HttpWorkspace();
studio.drafts = new IdbDraftStore();
const { scenario } = studioOptionsFromUrl(location.href);
if (scenario) studio.scenario = scenario;
document.body.append(studio);
