import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { kindFromSchemaRef } from '@kriegsspiel/formats';
import './document-list';
import { hundredDaysMapPath, modFiles, modsWorkspace } from '../../test-support/mods-fixtures';
import type { ListedDocument } from './document-list';

const documents = new Map<string, ListedDocument>(
  modFiles.map((f) => {
    let kind: string | undefined;
    try {
      kind = kindFromSchemaRef((JSON.parse(f.text) as { $schema?: string }).$schema);
    } catch {
      kind = undefined;
    }
    return [f.path, { kind, dirty: f.path === hundredDaysMapPath }];
  }),
);

const meta: Meta = { title: 'Shell/Document list', component: 'ks-document-list' };
export default meta;

/** The mods of this repository; the Hundred Days map is open and has unsaved changes. */
export const Workspace: StoryObj = {
  loaders: [async () => ({ listing: await modsWorkspace().listing() })],
  render: (_args, { loaded }) =>
    html`<ks-document-list style="width: 300px; height: 100vh" .mods=${loaded.listing.mods} .documents=${documents} .active=${hundredDaysMapPath}></ks-document-list>`,
};
