import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { shortcutList, studioActions } from '@kriegsspiel/editor-core';
import './shortcut-help';

const meta: Meta = { title: 'Shell/Shortcut list', component: 'ks-shortcut-help' };
export default meta;

/** `?`: the studio's shared actions and their keys. */
export const SharedActions: StoryObj = {
  render: () => {
    const help = document.createElement('ks-shortcut-help');
    help.lines = shortcutList(studioActions);
    requestAnimationFrame(() => void help.show());
    return help;
  },
};
