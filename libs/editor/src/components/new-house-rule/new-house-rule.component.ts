import { LitElement, html, nothing } from 'lit';
import { newHouseRuleFiles, newHouseRuleProblem, slugOf, type NewFile, type RulesetChoice } from '@kriegsspiel/editor-core';
import { sharedStyles } from '../shared.styles';
import { newHouseRuleStyles } from './new-house-rule.styles';

/** A ruleset a house rule can extend (the kernel's `rulesetChoices` lists them). */
export type { RulesetChoice };

/**
 * Asks for a new house rule: the ruleset it changes, its id and name, and the ruleset's
 * hooks it wraps (each described as the ruleset describes it). Resolves with the files to
 * write — a manifest and rules code that passes the hooks through — or undefined.
 */
export class KsNewHouseRule extends LitElement {
  static override styles = [sharedStyles, newHouseRuleStyles];

  static override properties = {
    rulesets: { attribute: false },
    takenIds: { attribute: false },
    ruleset: { state: true },
    id: { state: true },
    name: { state: true },
    hooks: { state: true },
    tried: { state: true },
  };

  declare rulesets: readonly RulesetChoice[];
  /** Ids of the workspace's mods. */
  declare takenIds: ReadonlySet<string>;
  declare ruleset: string;
  declare id: string;
  declare name: string;
  declare hooks: readonly string[];
  declare private tried: boolean;
  private resolve: ((files: NewFile[] | undefined) => void) | undefined;

  constructor() {
    super();
    this.rulesets = [];
    this.takenIds = new Set();
    this.ruleset = '';
    this.id = '';
    this.name = '';
    this.hooks = [];
    this.tried = false;
  }

  /** Opens the dialog; resolves with the files of the new house rule, or undefined when cancelled. */
  async ask(): Promise<NewFile[] | undefined> {
    this.ruleset = this.rulesets[0]?.manifest.id ?? '';
    this.id = '';
    this.name = '';
    this.hooks = [];
    this.tried = false;
    await this.updateComplete;
    this.renderRoot.querySelector('dialog')?.showModal();
    this.renderRoot.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
    return new Promise((resolve) => (this.resolve = resolve));
  }

  private chosen(): RulesetChoice | undefined {
    return this.rulesets.find((r) => r.manifest.id === this.ruleset);
  }

  /** What is wrong with the choices so far. */
  problem(): string | undefined {
    const ruleset = this.chosen();
    if (!ruleset) return 'Choose the ruleset the house rule changes.';
    return newHouseRuleProblem({ id: this.id, name: this.name, hooks: this.hooks, ruleset: ruleset.manifest }, this.takenIds);
  }

  /** The files of the house rule as chosen. */
  files(): NewFile[] {
    const ruleset = this.chosen();
    if (!ruleset) return [];
    const parent = ruleset.folder.includes('/') ? ruleset.folder.slice(0, ruleset.folder.lastIndexOf('/')) : ruleset.folder;
    return newHouseRuleFiles({
      id: this.id,
      name: this.name,
      hooks: this.hooks,
      ruleset: ruleset.manifest,
      folder: `${parent}/${this.id}`,
      scenario: ruleset.scenario,
    });
  }

  private done(files: NewFile[] | undefined): void {
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    this.resolve?.(files);
    this.resolve = undefined;
  }

  private submit(e: Event): void {
    e.preventDefault();
    this.tried = true;
    if (this.problem()) return;
    this.done(this.files());
  }

  /** An id made from the name, until the person types one. */
  private onName(value: string): void {
    const follows = this.id === '' || this.id === this.idFrom(this.name);
    this.name = value;
    if (follows) this.id = this.idFrom(value);
  }

  private idFrom(name: string): string {
    const slug = slugOf(name);
    // The ruleset's family as a prefix: hundred-days-arclight → hundred-days-…, outpost → outpost-…
    const parts = this.ruleset.split('-');
    const family = parts.length >= 3 ? parts.slice(0, -1).join('-') : (parts[0] ?? '');
    return slug === '' ? '' : `${family}-${slug}`.replace(/^-/, '');
  }

  private toggleHook(name: string, on: boolean): void {
    const order = (this.chosen()?.manifest.hooks ?? []).map((h) => h.name);
    const chosen = new Set(on ? [...this.hooks, name] : this.hooks.filter((h) => h !== name));
    this.hooks = order.filter((h) => chosen.has(h));
  }

  protected override render() {
    const ruleset = this.chosen();
    const problem = this.problem();
    const folder = this.files()[0]?.path.replace(/\/mod\.json$/, '');
    return html`<dialog aria-labelledby="new-house-rule-title" @cancel=${() => this.done(undefined)}>
      <h2 id="new-house-rule-title">New house rule</h2>
      <form @submit=${(e: Event) => this.submit(e)}>
        <label
          >Ruleset
          <select
            name="ruleset"
            @change=${(e: Event) => {
              this.ruleset = (e.target as HTMLSelectElement).value;
              this.hooks = [];
            }}
          >
            ${this.rulesets.map((r) => html`<option value=${r.manifest.id} ?selected=${r.manifest.id === this.ruleset}>${r.manifest.name ?? r.manifest.id}</option>`)}
          </select>
        </label>
        <label>Name <input name="name" .value=${this.name} @input=${(e: Event) => this.onName((e.target as HTMLInputElement).value)} /></label>
        <label>Id <input name="id" .value=${this.id} @input=${(e: Event) => (this.id = (e.target as HTMLInputElement).value)} /></label>
        <fieldset>
          <legend>Hooks to change</legend>
          ${(ruleset?.manifest.hooks ?? []).length === 0 ? html`<p class="hint">This ruleset names no hooks: a house rule has nothing to wrap.</p>` : nothing}
          <ul>
            ${(ruleset?.manifest.hooks ?? []).map(
              (h) => html`<li>
                <label><input type="checkbox" name="hook" value=${h.name} .checked=${this.hooks.includes(h.name)} @change=${(e: Event) => this.toggleHook(h.name, (e.target as HTMLInputElement).checked)} /> <code>${h.name}</code></label>
                ${h.description ? html`<span class="description">${h.description}</span>` : nothing}
              </li>`,
            )}
          </ul>
        </fieldset>
        ${
          folder && !problem
            ? html`<p class="where">Creates ${this.files().map((f, i, all) => html`${i > 0 ? (i === all.length - 1 ? ' and ' : ', ') : ''}<code>${f.path}</code>`)}.</p>`
            : nothing
        }
        ${this.tried && problem ? html`<p class="error" role="alert">${problem}</p>` : nothing}
        <div class="actions">
          <button type="button" @click=${() => this.done(undefined)}>Cancel</button>
          <button type="submit" class="primary">Create</button>
        </div>
      </form>
    </dialog>`;
  }
}
