import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './quick-open';

const meta: Meta = { title: 'Shell/Quick open', component: 'ks-quick-open' };
export default meta;

const paths = [
  'mods/hundred-days-arclight/mod.json',
  'mods/hundred-days-arclight/maps/hundred-days.map.json',
  'mods/hundred-days-arclight/oobs/hundred-days.oob.json',
  'mods/hundred-days-arclight/scenarios/campaign.scenario.json',
  'mods/waterloo-campaign-rbm/mod.json',
  'mods/waterloo-campaign-rbm/oobs/waterloo.oob.json',
];

/** Ctrl+P: the box open, every document listed until letters are typed. */
export const Open: StoryObj = {
  render: () => {
    const box = document.createElement('ks-quick-open');
    box.paths = paths;
    requestAnimationFrame(() => void box.show());
    return box;
  },
};
