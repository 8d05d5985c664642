import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './studio-shell';
import { modsWorkspace } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Shell/Studio', component: 'ks-studio' };
export default meta;

/** The whole studio over an in-memory copy of mods/, opened on the default scenario. */
export const HundredDaysCampaign: StoryObj = {
  render: () => {
    const studio = document.createElement('ks-studio');
    studio.workspace = modsWorkspace();
    return studio;
  },
};

/** Opened on another scenario: the Waterloo Campaign's 16–18 June. */
export const WaterlooCampaign: StoryObj = {
  render: () => {
    const studio = document.createElement('ks-studio');
    studio.workspace = modsWorkspace();
    studio.scenario = 'waterloo-june-16-18';
    return studio;
  },
};
