import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './conflict-dialog';

const meta: Meta = { title: 'Shell/Conflict dialog', component: 'ks-conflict-dialog' };
export default meta;

export const ChangedOnDisk: StoryObj = {
  render: () => {
    const dialog = document.createElement('ks-conflict-dialog');
    requestAnimationFrame(() => void dialog.ask('mods/hundred-days-arclight/maps/hundred-days.map.json'));
    return dialog;
  },
};
