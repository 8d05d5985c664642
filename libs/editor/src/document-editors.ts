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

/** Hex maps get the map editor, area maps the area graph; anything else a read-only text view for now. */
export const defaultDocumentEditors: readonly DocumentEditorDefinition[] = [
  {
    // Orders of battle: the tree (values, notes, sources, CSV) and the pieces (counters, blanks, sheet).
    id: 'oob',
    matches: (doc) => doc.kind === 'oob' && doc.value !== undefined,
    render: (p) => html`<ks-oob-editor .editor=${p.editor} .path=${p.path} .actions=${p.actions}></ks-oob-editor>`,
  },
  {
    // Scenarios: the set-up on the map, the reinforcements, the rest as text.
    id: 'scenario',
    matches: (doc) => doc.kind === 'scenario' && doc.value !== undefined,
    render: (p) => html`<ks-scenario-editor .editor=${p.editor} .path=${p.path} .actions=${p.actions}></ks-scenario-editor>`,
  },
  {
    id: 'map',
    matches: (doc) => doc.kind === 'map' && typeof (doc.value as { grid?: unknown } | undefined)?.grid === 'object',
    render: (p) => html`<ks-map-editor .editor=${p.editor} .path=${p.path} .actions=${p.actions}></ks-map-editor>`,
  },
  {
    // Area maps without a grid (Napoleon's Eagles); maps with both get the map editor, which shows both views.
    id: 'area-map',
    matches: (doc) => doc.kind === 'map' && Array.isArray((doc.value as { areas?: unknown } | undefined)?.areas),
    render: (p) => html`<ks-area-map-editor .editor=${p.editor} .path=${p.path}></ks-area-map-editor>`,
  },
  {
    id: 'json',
    matches: () => true,
    render: (p) => html`<ks-json-view .editor=${p.editor} .path=${p.path}></ks-json-view>`,
  },
];
