import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { findReferences } from '@kriegsspiel/editor-core';
import './delete-dialog';
import { modsEditor } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Studio/Delete dialog', component: 'ks-delete-dialog' };
export default meta;

/** Deleting the French 6 of the Hundred Days: the campaign's pool and many of its tests name it. */
export const UnitWithReferences: StoryObj = {
  render: () => {
    const el = document.createElement('ks-delete-dialog');
    const references = findReferences(modsEditor().store.all(), { kind: 'unit', oob: 'hundred-days', id: 'fr-inf-6' });
    void el.updateComplete.then(() => el.ask({ what: 'unit French infantry division (6) (fr-inf-6)', references }));
    // The element itself, not a template around it: Storybook's root then holds the dialog's host.
    return el;
  },
};

/** A unit nothing refers to. */
export const Unreferenced: StoryObj = {
  render: () => {
    const el = document.createElement('ks-delete-dialog');
    void el.updateComplete.then(() => el.ask({ what: 'unit Division Girard (fr-inf-4f)', references: [] }));
    // The element itself, not a template around it: Storybook's root then holds the dialog's host.
    return el;
  },
};
