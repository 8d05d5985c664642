import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './new-unit-dialog';
import { hundredDaysOobPath, modsEditor } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Order of battle/New unit', component: 'ks-new-unit-dialog' };
export default meta;

/** A unit from scratch in the Army of the North: its combat value starts at the least the ruleset allows. */
export const InArmyOfTheNorth: StoryObj = {
  render: () => {
    const el = document.createElement('ks-new-unit-dialog');
    el.editor = modsEditor();
    el.path = hundredDaysOobPath;
    void el.updateComplete.then(() => el.ask('armee-du-nord'));
    // The element itself, not a template around it: Storybook's root then holds the dialog's host.
    return el;
  },
};
