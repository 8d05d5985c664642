import { LitElement, html, nothing } from 'lit';
import type { RulesFailure } from '@kriegsspiel/engine';
import { KsDocumentOpenEvent, KsSourceOpenEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { rulesErrorStyles } from './rules-error.styles';

/** A headline for each way rules fail, in words a modder reads. */
export function failureHeadline(failure: Pick<RulesFailure, 'code' | 'reason'>): string {
  switch (failure.code) {
    case 'load-error':
      return 'The rules did not load';
    case 'timeout':
      if (failure.reason === 'stopped') return 'The rules were stopped';
      return failure.reason === 'budget' ? 'The rules ran out of time (their budget)' : 'The rules did not answer in time';
    case 'out-of-memory':
      return 'The rules ran out of memory';
    case 'stack-overflow':
      return 'The rules overflowed their stack';
    case 'crashed':
      return 'The rules’ worker crashed';
    case 'rules-error':
      return 'The rules failed';
    case 'invalid-output':
      return 'The rules answered with something that is not JSON';
    case 'host-error':
      return 'Something went wrong';
    default:
      return 'The scenario cannot be played';
  }
}

/** A frame of a mapped stack: `at fn (file:line:column)` or `at file:line:column`. */
const FRAME = /^(\s*at (?:(.*?) \()?)(.+?):(\d+):(\d+)(\)?)\s*$/;

/**
 * A rules failure as a modder needs it: what happened, the mod's own file and line as a
 * link, and the stack with every frame in the mod's files a link too. A failure about a
 * document (a scenario that names a missing map) links the document instead.
 *
 * @event ks-source-open - A file and line was chosen (the rules editor opens it there).
 * @event ks-document-open - The document at fault was chosen.
 * @csspart headline - The headline.
 */
export class KsRulesError extends LitElement {
  static override styles = [sharedStyles, rulesErrorStyles];

  static override properties = {
    failure: { attribute: false },
    context: { type: String },
    note: { type: String },
  };

  /** The failure to show; nothing is shown without one. */
  declare failure: RulesFailure | undefined;
  /** What was running, as the end of a sentence ("while applying: Spin for ever"). */
  declare context: string;
  /** What happened next ("The game is back where it was before this action."). */
  declare note: string;

  constructor() {
    super();
    this.context = '';
    this.note = '';
  }

  private openSource(file: string, line: number, column: number): void {
    this.dispatchEvent(new KsSourceOpenEvent(file, line, column));
  }

  private frame(text: string) {
    const match = FRAME.exec(text);
    if (!match) return html`<li>${text.trim()}</li>`;
    const [, before = '', , file = '', line = '0', column = '0', after = ''] = match;
    return html`<li>
      ${before.trim()}<button type="button" class="link" @click=${() => this.openSource(file, Number(line), Number(column))}>${file}:${line}:${column}</button>${after}
    </li>`;
  }

  protected override render() {
    const failure = this.failure;
    if (!failure) return nothing;
    const at = failure.location;
    const frames = (failure.stack ?? '').split('\n').filter((l) => l.trim() !== '');
    return html`<section role="alert" aria-labelledby="headline">
      <h3 id="headline" part="headline">✖ ${failureHeadline(failure)}${this.context ? html` <span class="context">${this.context}</span>` : nothing}</h3>
      <p class="message">${failure.message}</p>
      <p class="code">${failure.code}${failure.reason ? ` (${failure.reason})` : ''}</p>
      ${
        at
          ? html`<p class="where">At <button type="button" class="link source" title="Open in the rules editor" @click=${() => this.openSource(at.file, at.line, at.column)}>${at.file}:${at.line}:${at.column}</button></p>`
          : nothing
      }
      ${
        failure.file && !at
          ? html`<p class="where">In <button type="button" class="link document" @click=${() => this.dispatchEvent(new KsDocumentOpenEvent(failure.file as string))}>${failure.file}</button>${failure.pointer ? html` at <code>${failure.pointer}</code>` : nothing}</p>`
          : nothing
      }
      ${
        frames.length > 0
          ? html`<details>
            <summary>Stack</summary>
            <ol class="stack">
              ${frames.map((f) => this.frame(f))}
            </ol>
          </details>`
          : nothing
      }
      ${this.note ? html`<p class="note">${this.note}</p>` : nothing}
    </section>`;
  }
}
