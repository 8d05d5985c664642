import { LitElement, html, nothing } from 'lit';
import { defaultTestSchema, recordScenarioTest, scenarioTestText, testFileName, type RecordedPick, type TestDestination } from '@kriegsspiel/editor-core';
import type { ModReference, ScenarioTestDocument } from '@kriegsspiel/formats';
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { KsAnnounceEvent, KsTestRecordEvent, type KsValuePickEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { testRecorderStyles } from './test-recorder.styles';

/** The game a test is recorded from: what a playtest knows, and how to read its state and views. */
export interface RecordingGame {
  readonly scenario: string;
  readonly seed: number;
  /** House rules added to the scenario's own mods. */
  readonly houseRules: readonly ModReference[];
  /** The roles, in the scenario's order. */
  readonly players: readonly string[];
  readonly history: readonly { readonly role: string; readonly action: unknown }[];
  readonly result: GameResult | null;
  state(): Promise<unknown>;
  view(role: string): Promise<unknown>;
}

/** A mod folder a test can be saved in (the kernel's `testDestinations` lists them). */
export type { TestDestination };

/** `state`, or a role whose view is shown. */
type Source = string;

/**
 * Records a scenario test from a playtest: the actions played so far become its steps;
 * the person picks values in the full state or in a seat's view, and each pick becomes an
 * expectation (the recorded value, with a message they can reword). The test is shown
 * before it is saved; saving dispatches `ks-test-record` (the studio writes the file).
 * Nothing is lost when the save fails: the dialog stays open with the test.
 *
 * @event ks-test-record - The test's path and text, to be written.
 * @event ks-announce - "Recorded tests/….test.json".
 */
export class KsTestRecorder extends LitElement {
  static override styles = [sharedStyles, testRecorderStyles];

  static override properties = {
    destinations: { attribute: false },
    game: { state: true },
    name: { state: true },
    folder: { state: true },
    fileName: { state: true },
    source: { state: true },
    values: { state: true },
    picks: { state: true },
    error: { state: true },
    saving: { state: true },
  };

  /** Where tests can be saved; the first is the default. */
  declare destinations: readonly TestDestination[];
  declare game: RecordingGame | undefined;
  declare name: string;
  declare folder: string;
  /** The file name; undefined follows the test's name. */
  declare fileName: string | undefined;
  declare private source: Source;
  /** The state and the views, read when the dialog opened. */
  declare private values: ReadonlyMap<Source, unknown>;
  declare picks: RecordedPick[];
  declare private error: string | undefined;
  declare private saving: boolean;

  constructor() {
    super();
    this.destinations = [];
    this.name = '';
    this.folder = '';
    this.source = 'state';
    this.values = new Map();
    this.picks = [];
    this.saving = false;
  }

  /** Opens the dialog on a game: reads its state and every seat's view as they are now. */
  async open(game: RecordingGame): Promise<void> {
    this.game = game;
    this.error = undefined;
    this.picks = [];
    this.fileName = undefined;
    this.name = `${game.scenario}: ${game.history.length} ${game.history.length === 1 ? 'action' : 'actions'} from seed ${game.seed}`;
    this.folder = this.destinations[0]?.folder ?? '';
    const values = new Map<Source, unknown>([['state', await game.state()]]);
    for (const role of game.players) values.set(role, await game.view(role));
    this.values = values;
    this.source = 'state';
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    this.renderRoot.querySelector<HTMLInputElement>('input[name="name"]')?.select();
  }

  /** Closes the dialog without saving. */
  close(): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    this.game = undefined;
  }

  private destination(): TestDestination | undefined {
    return this.destinations.find((d) => d.folder === this.folder);
  }

  /** The file name: the one typed, or one made from the test's name. */
  file(): string {
    return this.fileName ?? testFileName(this.name, this.destination()?.taken ?? []);
  }

  /** Where the test will be written. */
  path(): string {
    return `${this.folder}/tests/${this.file()}`;
  }

  /** The test as it stands; throws with the reason when it cannot be made yet. */
  test(): ScenarioTestDocument {
    const game = this.game;
    if (!game) throw new Error('no game to record');
    return recordScenarioTest({
      name: this.name,
      scenario: game.scenario,
      seed: game.seed,
      houseRules: game.houseRules,
      history: game.history,
      result: game.result,
      picks: this.picks,
      schema: this.destination()?.schema ?? defaultTestSchema,
    });
  }

  /** Picks a value (or drops it when it is already picked). */
  togglePick(source: Source, path: string, value: unknown): void {
    const i = this.picks.findIndex((p) => p.in === source && p.path === path);
    this.picks = i >= 0 ? this.picks.filter((_, j) => j !== i) : [...this.picks, { in: source, path, value }];
  }

  private setMessage(i: number, message: string): void {
    this.picks = this.picks.map((p, j) => (j === i ? { ...p, message } : p));
  }

  /** Saves: hands the test to whoever writes files, and waits for the write. */
  async save(): Promise<boolean> {
    let text: string;
    try {
      text = scenarioTestText(this.test());
    } catch (e) {
      this.error = (e as Error).message;
      return false;
    }
    if (!/^[\w.-]+\.test\.json$/.test(this.file())) {
      this.error = 'the file name must end in .test.json and use letters, digits, dots, dashes or underscores';
      return false;
    }
    const path = this.path();
    const event = new KsTestRecordEvent(path, text);
    this.dispatchEvent(event);
    if (!event.write) {
      this.error = 'nothing here saves files: copy the test from the preview below';
      return false;
    }
    this.saving = true;
    this.error = undefined;
    try {
      await event.write;
    } catch (e) {
      this.error = `the test was not saved: ${(e as Error).message}`;
      return false;
    } finally {
      this.saving = false;
    }
    this.dispatchEvent(new KsAnnounceEvent(`Recorded ${path}`));
    this.close();
    return true;
  }

  private preview(): string {
    try {
      return scenarioTestText(this.test());
    } catch (e) {
      return `(${(e as Error).message})`;
    }
  }

  protected override render() {
    const game = this.game;
    const sourceLabel = (s: Source) => (s === 'state' ? 'Full state' : `${s}'s view`);
    const picked = new Set(this.picks.filter((p) => p.in === this.source).map((p) => p.path));
    const actions = game?.history.length ?? 0;
    return html`<dialog aria-labelledby="recorder-title" @cancel=${() => this.close()}>
      ${
        game
          ? html`<h2 id="recorder-title">Record a scenario test</h2>
            <p class="summary">
              ${actions} ${actions === 1 ? 'action' : 'actions'} of ${game.scenario} from seed ${game.seed}${game.houseRules.length > 0 ? html` with ${game.houseRules.map((m) => m.mod).join(', ')}` : nothing} become
              the test's steps.${game.result ? ` The game's end (${game.result.winner ?? 'a draw'}) is checked too.` : ''} Pick the values the test should check.
            </p>
            <form
              @submit=${(e: Event) => {
                e.preventDefault();
                void this.save();
              }}
            >
              <div class="fields">
                <label>Name <input name="name" required .value=${this.name} @input=${(e: Event) => (this.name = (e.target as HTMLInputElement).value)} /></label>
                <label
                  >Mod
                  <select name="folder" @change=${(e: Event) => (this.folder = (e.target as HTMLSelectElement).value)}>
                    ${this.destinations.map((d) => html`<option value=${d.folder} ?selected=${d.folder === this.folder}>${d.label}</option>`)}
                  </select></label
                >
                <label>File <input name="file" .value=${this.file()} @input=${(e: Event) => (this.fileName = (e.target as HTMLInputElement).value)} /></label>
              </div>
              <div class="pick-area">
                <div class="sources" role="radiogroup" aria-label="Values from">
                  ${[...this.values.keys()].map(
                    (s) =>
                      html`<label><input type="radio" name="source" .checked=${s === this.source} @change=${() => (this.source = s)} /> ${sourceLabel(s)}</label>`,
                  )}
                </div>
                <ks-view-tree
                  class="values"
                  pickable
                  open-depth="2"
                  label=${this.source === 'state' ? 'state' : 'view'}
                  .value=${this.values.get(this.source)}
                  .picked=${picked}
                  @ks-value-pick=${(e: KsValuePickEvent) => this.togglePick(this.source, e.pointer, e.value)}
                ></ks-view-tree>
                <div class="picks">
                  <h3>Expectations (${this.picks.length})</h3>
                  ${this.picks.length === 0 ? html`<p class="hint">Press + beside a value to expect it.</p>` : nothing}
                  <ol>
                    ${this.picks.map(
                      (p, i) => html`<li>
                        <code>${p.in === 'state' ? '' : `${p.in}: `}${p.path || '/'}</code>
                        <input aria-label=${`Message of ${p.path || '/'}`} placeholder="what this checks" .value=${p.message ?? ''} @input=${(e: Event) => this.setMessage(i, (e.target as HTMLInputElement).value)} />
                        <button type="button" aria-label=${`Remove ${p.path || '/'}`} @click=${() => this.togglePick(p.in, p.path, p.value)}>✕</button>
                      </li>`,
                    )}
                  </ol>
                </div>
              </div>
              <details class="preview">
                <summary>The test file</summary>
                <pre>${this.preview()}</pre>
              </details>
              ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
              <div class="actions">
                <button type="button" @click=${() => this.close()}>Cancel</button>
                <button type="submit" class="primary" ?disabled=${this.saving}>${this.saving ? 'Saving…' : 'Save test'}</button>
              </div>
            </form>`
          : nothing
      }
    </dialog>`;
  }
}
