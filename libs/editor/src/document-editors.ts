// Which element edits which document. The shell shows the first editor whose `matches`
// accepts the active document; later issues add theirs (OOB tree, set-up, pieces…) to
// the front of this list. An editor element receives `editor`, `path` and `actions` and
// may implement `reveal(pointer)` to show the value a validation problem points at.
import { html, type TemplateResult } from 'lit';
import type { ActionManager, Editor, StoredDocument, StudioActionContext } from '@kriegsspiel/editor-core';

/** What the shell hands a document editor. */
export interface DocumentEditorProps {
  readonly editor: Editor;
  readonly path: string;
  /** The studio's action manager: register tool shortcuts here (clashes are refused). */
  readonly actions: ActionManager<StudioActionContext>;
}

/** An element that edits documents, as the shell sees it. */
export interface DocumentEditorElement extends HTMLElement {
  /** Shows (selects, scrolls to) the value at a JSON pointer. */
  reveal?(pointer: string): void;
}

/** One kind of document editor. */
export interface DocumentEditorDefinition {
  /** Stable id (`map`, `json`). */
  readonly id: string;
  /** Whether it edits this document. */
  matches(doc: StoredDocument): boolean;
  /** The editor element for the document. */
  render(props: DocumentEditorProps): TemplateResult;
}

/** Hex maps get the map editor; anything else a read-only text view for now. */
export const defaultDocumentEditors: readonly DocumentEditorDefinition[] = [
  {
    id: 'map',
    matches: (doc) => doc.kind === 'map' && typeof (doc.value as { grid?: unknown } | undefined)?.grid === 'object',
    render: (p) => html`<ks-map-editor .editor=${p.editor} .path=${p.path} .actions=${p.actions}></ks-map-editor>`,
  },
  {
    id: 'json',
    matches: () => true,
    render: (p) => html`<ks-json-view .editor=${p.editor} .path=${p.path}></ks-json-view>`,
  },
];
