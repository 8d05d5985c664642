import { LitElement, html } from 'lit';
import { sharedStyles } from '../shared.styles';
import { statusBarStyles } from './status-bar.styles';

import type { SaveState } from '@kriegsspiel/editor-core';

/** Where saving stands: the kernel's `saveDocument` reports it. */
export type { SaveState };
/** Where keeping unsaved work in the browser stands. */
export type KeepState = 'idle' | 'pending' | 'kept' | 'failed';

const saveText: Record<SaveState, string> = { idle: '', saving: 'Saving…', saved: 'Saved', conflict: 'Changed on disk: not saved', error: 'Saving failed' };
const keepText: Record<KeepState, string> = {
  idle: '',
  pending: 'Keeping unsaved work…',
  kept: 'Unsaved work kept in this browser',
  failed: 'Could not keep unsaved work in this browser',
};

/**
 * The line at the bottom: the active document, whether it has unsaved changes, how
 * saving and keeping drafts stand, the problem counts and the last message (announced
 * to screen readers).
 */
export class KsStatusBar extends LitElement {
  static override styles = [sharedStyles, statusBarStyles];

  static override properties = {
    path: { type: String },
    dirty: { type: Boolean },
    unsaved: { type: Number },
    saveState: { type: String, attribute: 'save-state' },
    keepState: { type: String, attribute: 'keep-state' },
    errors: { type: Number },
    warnings: { type: Number },
    message: { type: String },
  };

  /** Path of the active document. */
  declare path: string | undefined;
  /** Whether the active document has unsaved changes. */
  declare dirty: boolean;
  /** How many documents have unsaved changes. */
  declare unsaved: number;
  declare saveState: SaveState;
  declare keepState: KeepState;
  /** Problem counts of the open documents. */
  declare errors: number;
  declare warnings: number;
  /** The latest message. */
  declare message: string;

  constructor() {
    super();
    this.dirty = false;
    this.unsaved = 0;
    this.saveState = 'idle';
    this.keepState = 'idle';
    this.errors = 0;
    this.warnings = 0;
    this.message = '';
  }

  protected override render() {
    return html`
      <span class="path">${this.path ?? 'No document'}</span>
      <span class=${this.dirty ? 'dirty' : ''} data-state="dirty">${this.path ? (this.dirty ? '● Unsaved changes' : 'No unsaved changes') : ''}</span>
      ${this.unsaved > 1 ? html`<span>${this.unsaved} documents unsaved</span>` : ''}
      <span class=${this.saveState === 'conflict' || this.saveState === 'error' ? 'error' : ''} data-state="save">${saveText[this.saveState]}</span>
      <span data-state="keep">${keepText[this.keepState]}</span>
      <span data-state="problems">${this.errors} errors, ${this.warnings} warnings</span>
      <span class="message" role="status" aria-live="polite">${this.message}</span>
    `;
  }
}
