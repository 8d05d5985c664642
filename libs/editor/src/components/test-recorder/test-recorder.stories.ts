import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './test-recorder';
import type { RecordingGame } from './test-recorder.component';
import type { KsTestRecordEvent } from '../../events';

const meta: Meta = { title: 'Rules/Test recorder', component: 'ks-test-recorder' };
export default meta;

/** A few actions of Hundred Days, with state and views in the shape of the ruleset's. */
const game: RecordingGame = {
  scenario: 'hundred-days-campaign',
  seed: 7,
  houseRules: [],
  players: ['french', 'allied'],
  history: [
    { role: 'french', action: { type: 'place', unit: 'fr-inf-1', at: '0318' } },
    { role: 'allied', action: { type: 'place', unit: 'en-inf-1', at: '0801' } },
    { role: 'french', action: { type: 'end-placement' } },
  ],
  result: null,
  state: async () => ({
    round: 1,
    player: 'french',
    phase: 'orders',
    units: { 'fr-inf-1': { at: '0318', faceUp: false }, 'en-inf-1': { at: '0801', faceUp: false } },
    hands: { french: ['artillery-2-1'], allied: ['artillery-7-1'] },
  }),
  view: async (role) => ({ you: role, round: 1, hand: role === 'french' ? ['artillery-2-1'] : ['artillery-7-1'] }),
};

const destinations = [
  { folder: 'mods/hundred-days-arclight', label: 'Hundred Days (arclight)', taken: [] },
  { folder: 'mods/hundred-days-grand-battery', label: 'Grand battery', taken: [] },
];

export const Recording: StoryObj = {
  render: () => {
    const recorder = document.createElement('ks-test-recorder');
    recorder.destinations = destinations;
    recorder.addEventListener('ks-test-record', (e: KsTestRecordEvent) => e.waitUntil(new Promise((resolve) => setTimeout(resolve, 300))));
    requestAnimationFrame(() => void recorder.open(game));
    return recorder;
  },
};
