import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './restore-dialog';

const meta: Meta = { title: 'Shell/Restore dialog', component: 'ks-restore-dialog' };
export default meta;

const draft = (path: string) => ({ path, text: '{}', baseVersion: 'v1', savedAt: Date.UTC(2025, 5, 18, 11, 30) });

export const UnsavedWork: StoryObj = {
  render: () => {
    const dialog = document.createElement('ks-restore-dialog');
    requestAnimationFrame(
      () =>
        void dialog.ask([
          { draft: draft('mods/hundred-days-arclight/maps/hundred-days.map.json'), diskChanged: false },
          { draft: draft('mods/hundred-days-arclight/oobs/hundred-days.oob.json'), diskChanged: true },
        ]),
    );
    return dialog;
  },
};
