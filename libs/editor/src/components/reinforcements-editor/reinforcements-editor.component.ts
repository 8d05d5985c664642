import { LitElement, html, nothing, type TemplateResult } from 'lit';
import {
  editMembers,
  entryWays,
  findReferences,
  idProblem,
  indexOob,
  insertItem,
  mapDrawing,
  moveItem,
  newArrival,
  removeItem,
  scheduleUnits,
  unplacedUnits,
  type Editor,
} from '@kriegsspiel/editor-core';
import { pointerTokens, type Pool, type RandomReinforcements, type ScenarioDocument, type ScheduledArrival } from '@kriegsspiel/formats';
import { EditorController } from '../../controllers/editor-controller';
import type { KsPlacesChangeEvent } from '../../events';
import { scenarioContext, type ScenarioContext } from '../../data/document-context';
import type { PlaceChoices } from '../places-field/places-field.component';
import { deleteWithReferences } from '../../data/delete-with-references';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog.component';
import '../delete-dialog/delete-dialog';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { reinforcementsEditorStyles } from './reinforcements-editor.styles';

const schedulePointer = '/reinforcements/schedule';
const drawsPointer = '/reinforcements/draws';

/**
 * The reinforcements of a scenario: the schedule (turn, units, where they enter, after
 * which unit, on which condition, face down), with rows added, removed and reordered;
 * the pools (bags of units, their owner, hidden or not) and the draws from them (how many
 * a turn, optional, from and to which turn, where, by which rule). Every change is one
 * undo step; turns, ids and places are checked as they are typed.
 */
export class KsReinforcementsEditor extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, reinforcementsEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    highlight: { type: String },
    invalid: { state: true },
  };

  /** The editor holding the scenario. */
  declare editor: Editor | undefined;
  /** Workspace path of the scenario. */
  declare path: string;
  /** Pointer of the row to highlight (a validation problem's). */
  declare highlight: string | undefined;
  /** Messages of fields typed but not valid, by field id. */
  declare private invalid: Record<string, string>;

  constructor() {
    super();
    this.path = '';
    this.invalid = {};
    new EditorController(this, () => this.editor);
  }

  private context(): ScenarioContext | undefined {
    return this.editor ? scenarioContext(this.editor, this.path) : undefined;
  }

  /** Highlights and scrolls to the row a pointer names (`/reinforcements/schedule/2/turn`, `/pools/0`). */
  reveal(pointer: string): void {
    const m = /^\/(reinforcements\/schedule|reinforcements\/draws|pools)\/\d+/.exec(pointer);
    this.highlight = m?.[0];
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[data-pointer="${m?.[0]}"]`)?.scrollIntoView?.({ block: 'center' }));
  }

  private run(pointer: string, changes: Record<string, unknown>, label: string): void {
    this.editor?.run(editMembers, this.path, { pointer, changes, label });
  }

  private choices(ctx: ScenarioContext): PlaceChoices {
    const m = ctx.map;
    const named = (list: readonly { id: string; name?: string }[] | undefined) => (list ?? []).map((x) => ({ id: x.id, name: x.name }));
    return { location: named(m?.locations), entry: named(m?.entryPoints), area: named(m?.areas), region: named(m?.regions), box: named(ctx.scenario.boxes) };
  }

  private hexCheck(ctx: ScenarioContext): ((label: string) => string | undefined) | undefined {
    if (!ctx.map?.grid) return undefined;
    const drawing = mapDrawing(ctx.map, new Map());
    if ('error' in drawing) return undefined;
    return (label) => (drawing.grid.labelToHex(label).ok ? undefined : `Hex ${label} is not on the map ${ctx.map?.id}.`);
  }

  /** A whole-number field committed on change, with its check shown as it is typed. */
  private numberField(
    id: string,
    label: string,
    value: number | undefined,
    min: number,
    optional: boolean,
    commit: (v: number | undefined) => void,
  ): TemplateResult {
    const message = this.invalid[id];
    const check = (text: string): string | undefined => {
      if (text.trim() === '') return optional ? undefined : `${label} is needed.`;
      const n = Number(text);
      if (!Number.isInteger(n)) return `${label} is a whole number.`;
      if (n < min) return `${label} is at least ${min}.`;
      return undefined;
    };
    return html`<input
        id=${id}
        type="number"
        step="1"
        min=${min}
        class="num"
        aria-label=${label}
        .value=${value === undefined ? '' : String(value)}
        aria-invalid=${message ? 'true' : 'false'}
        aria-describedby=${message ? `${id}-message` : nothing}
        @input=${(e: Event) => {
          const problem = check((e.target as HTMLInputElement).value);
          const next = { ...this.invalid };
          if (problem) next[id] = problem;
          else delete next[id];
          this.invalid = next;
        }}
        @change=${(e: Event) => {
          const text = (e.target as HTMLInputElement).value;
          if (check(text)) return;
          commit(text.trim() === '' ? undefined : Number(text));
        }}
      />${message ? html`<p class="message" id=${`${id}-message`} role="alert">${message}</p>` : nothing}`;
  }

  /**
   * The units of a row (an arrival or a pool) and a list to add one. An arrival's list also
   * offers the units set up on the map or arriving in another row: choosing one moves it here.
   */
  private unitsCell(ctx: ScenarioContext, pointer: string, units: readonly string[], what: string, minOne: boolean, row?: number): TemplateResult {
    const index = ctx.oob ? indexOob(ctx.oob.oob) : undefined;
    const name = (id: string) => index?.units.get(id)?.unit.name ?? id;
    const free = ctx.oob ? unplacedUnits(ctx.scenario, ctx.oob.oob) : [];
    const movable =
      row === undefined
        ? []
        : [...entryWays(ctx.scenario)]
            .filter(([, way]) => way.way === 'setup' || (way.way === 'schedule' && way.row !== row))
            .map(([id, way]) => ({ id, from: way.way === 'setup' ? 'set up' : `arrival ${(way as { row: number }).row + 1}` }));
    return html`<div class="units">
      ${units.map(
        (id) => html`<span class="chip ${index && !index.units.has(id) ? 'unknown' : ''}" title=${id}
          >${name(id)}${units.length > 1 || !minOne ? html`<button type="button" aria-label=${`Remove ${name(id)} from ${what}`} @click=${() => this.run(pointer, { units: units.filter((u) => u !== id) }, `Remove ${name(id)} from ${what}`)}>✕</button>` : nothing}</span
        >`,
      )}
      <select
        aria-label=${`Add a unit to ${what}`}
        class="add-unit"
        @change=${(e: Event) => {
          const id = (e.target as HTMLSelectElement).value;
          (e.target as HTMLSelectElement).value = '';
          if (!id) return;
          if (row !== undefined && movable.some((m) => m.id === id))
            this.editor?.run(scheduleUnits, this.path, { units: [id], row, label: `Move ${name(id)} to ${what}` });
          else this.run(pointer, { units: [...units, id] }, `Add ${name(id)} to ${what}`);
        }}
      >
        <option value="">+ unit…</option>
        ${free.map((u) => html`<option value=${u.id}>${u.name}</option>`)}
        ${movable.length > 0 ? html`<optgroup label="Move here from">${movable.map((m) => html`<option value=${m.id}>${name(m.id)} (${m.from})</option>`)}</optgroup>` : nothing}
      </select>
    </div>`;
  }

  private rowActions(list: string, i: number, count: number, what: string): TemplateResult {
    return html`<div class="row actions">
      <button type="button" class="small" aria-label=${`Move ${what} up`} ?disabled=${i === 0} @click=${() => this.editor?.run(moveItem, this.path, { pointer: list, from: i, to: i - 1, label: `Move ${what} up` })}>↑</button>
      <button type="button" class="small" aria-label=${`Move ${what} down`} ?disabled=${i === count - 1} @click=${() => this.editor?.run(moveItem, this.path, { pointer: list, from: i, to: i + 1, label: `Move ${what} down` })}>↓</button>
      <button type="button" class="small" aria-label=${`Remove ${what}`} @click=${() => this.editor?.run(removeItem, this.path, { pointer: list, index: i, dropEmpty: true, label: `Remove ${what}` })}>✕</button>
    </div>`;
  }

  private add(list: string, value: unknown, label: string, scenario: ScenarioDocument): void {
    if (scenario.reinforcements) this.editor?.run(insertItem, this.path, { pointer: list, value, label });
    else this.run('', { reinforcements: { [pointerTokens(list).at(-1) as string]: [value] } }, label);
  }

  private renderSchedule(ctx: ScenarioContext): TemplateResult {
    const rows = ctx.scenario.reinforcements?.schedule ?? [];
    const choices = this.choices(ctx);
    const checkHex = this.hexCheck(ctx);
    const free = ctx.oob ? unplacedUnits(ctx.scenario, ctx.oob.oob) : [];
    const index = ctx.oob ? indexOob(ctx.oob.oob) : undefined;
    const arrival = newArrival(ctx.scenario, ctx.map);
    return html`<section aria-labelledby="schedule-title">
      <div class="row head">
        <h2 id="schedule-title">Schedule</h2>
        <button
          type="button"
          ?disabled=${free.length === 0 || !arrival}
          title=${free.length === 0 ? "Every unit is already brought into play: move one here with an arrival's + unit list, or with Arrives later in the set-up" : ''}
          @click=${() => this.add(schedulePointer, { turn: arrival?.turn, units: [free[0]?.id as string], at: arrival?.at } satisfies Partial<ScheduledArrival>, 'Add an arrival', ctx.scenario)}
        >
          + Arrival
        </button>
      </div>
      ${
        rows.length === 0
          ? html`<p class="hint">No scheduled arrivals.</p>`
          : html`<table aria-label="Scheduled arrivals">
            <thead>
              <tr><th>Turn</th><th>Units</th><th>Arrive at</th><th>After</th><th>Condition</th><th>Face down</th><th><span class="visually-hidden">Order</span></th></tr>
            </thead>
            <tbody>
              ${rows.map((a, i) => {
                const pointer = `${schedulePointer}/${i}`;
                const what = `arrival ${i + 1}`;
                return html`<tr data-pointer=${pointer} class=${this.highlight === pointer ? 'highlight' : ''}>
                  <td>${this.numberField(`turn-${i}`, `Turn of ${what}`, a.turn, 0, false, (v) => this.run(pointer, { turn: v }, `Set the turn of ${what}`))}</td>
                  <td>${this.unitsCell(ctx, pointer, a.units, what, true, i)}</td>
                  <td><ks-places-field label=${`Place of ${what}`} .at=${a.at} .choices=${choices} .checkHex=${checkHex} @ks-places-change=${(e: KsPlacesChangeEvent) => e.at && this.run(pointer, { at: e.at }, `Set where ${what} arrives`)}></ks-places-field></td>
                  <td>
                    <select aria-label=${`Unit ${what} enters behind`} @change=${(e: Event) => this.run(pointer, { after: (e.target as HTMLSelectElement).value || undefined }, `Set the unit ${what} follows`)}>
                      <option value="" ?selected=${!a.after}>—</option>
                      ${[...(index?.units.values() ?? [])].map((u) => html`<option value=${u.unit.id} ?selected=${a.after === u.unit.id}>${u.unit.name}</option>`)}
                    </select>
                  </td>
                  <td><input aria-label=${`Condition of ${what}`} .value=${a.condition ?? ''} placeholder="entry-check" @change=${(e: Event) => this.run(pointer, { condition: (e.target as HTMLInputElement).value.trim() || undefined }, `Set the condition of ${what}`)} /></td>
                  <td><input type="checkbox" aria-label=${`${what} enters face down`} .checked=${a.faceDown === true} @change=${(e: Event) => this.run(pointer, { faceDown: (e.target as HTMLInputElement).checked || undefined }, `Toggle face down of ${what}`)} /></td>
                  <td>${this.rowActions(schedulePointer, i, rows.length, what)}</td>
                </tr>`;
              })}
            </tbody>
          </table>`
      }
    </section>`;
  }

  private renderPools(ctx: ScenarioContext): TemplateResult {
    const pools = ctx.scenario.pools ?? [];
    const free = ctx.oob ? unplacedUnits(ctx.scenario, ctx.oob.oob) : [];
    const taken = new Set(pools.map((p) => p.id));
    let n = pools.length + 1;
    while (taken.has(`pool-${n}`)) n++;
    return html`<section aria-labelledby="pools-title">
      <div class="row head">
        <h2 id="pools-title">Pools</h2>
        <button
          type="button"
          ?disabled=${free.length === 0}
          @click=${() => (ctx.scenario.pools ? this.editor?.run(insertItem, this.path, { pointer: '/pools', value: { id: `pool-${n}`, name: `Pool ${n}`, units: [free[0]?.id as string] } satisfies Partial<Pool>, label: 'Add a pool' }) : this.run('', { pools: [{ id: `pool-${n}`, name: `Pool ${n}`, units: [free[0]?.id] }] }, 'Add a pool'))}
        >
          + Pool
        </button>
      </div>
      ${pools.length === 0 ? html`<p class="hint">No pools: no units are drawn at random.</p>` : nothing}
      ${pools.map((p, i) => {
        const pointer = `/pools/${i}`;
        const what = `pool ${p.name}`;
        const idMessage = this.invalid[`pool-id-${i}`];
        return html`<fieldset data-pointer=${pointer} class=${this.highlight === pointer ? 'highlight' : ''}>
          <legend>${p.name}</legend>
          <div class="row">
            <label class="field"
              ><span>Id</span
              ><input
                id=${`pool-id-${i}`}
                .value=${p.id}
                aria-invalid=${idMessage ? 'true' : 'false'}
                @input=${(e: Event) => {
                  const v = (e.target as HTMLInputElement).value.trim();
                  const problem = idProblem(v) ?? (pools.some((q, j) => j !== i && q.id === v) ? `Another pool is ${v}.` : undefined);
                  const next = { ...this.invalid };
                  if (problem) next[`pool-id-${i}`] = problem;
                  else delete next[`pool-id-${i}`];
                  this.invalid = next;
                }}
                @change=${(e: Event) => !this.invalid[`pool-id-${i}`] && this.run(pointer, { id: (e.target as HTMLInputElement).value.trim() }, `Rename ${what}`)}
            /></label>
            <label class="field"><span>Name</span><input .value=${p.name} @change=${(e: Event) => (e.target as HTMLInputElement).value.trim() && this.run(pointer, { name: (e.target as HTMLInputElement).value.trim() }, `Rename ${what}`)} /></label>
            <label class="field"
              ><span>Owner</span>
              <select @change=${(e: Event) => this.run(pointer, { owner: (e.target as HTMLSelectElement).value || undefined }, `Set the owner of ${what}`)}>
                <option value="" ?selected=${!p.owner}>(nobody)</option>
                ${ctx.scenario.players.map((pl) => html`<option value=${pl.id} ?selected=${p.owner === pl.id}>${pl.name}</option>`)}
              </select></label
            >
            <label class="row"><input type="checkbox" .checked=${p.hidden === true} @change=${(e: Event) => this.run(pointer, { hidden: (e.target as HTMLInputElement).checked || undefined }, `Toggle hidden of ${what}`)} /> Hidden (only the count shows)</label>
            <button type="button" class="small" aria-label=${`Remove ${what}`} @click=${() => void this.removePool(ctx, i, what)}>Remove pool</button>
          </div>
          ${idMessage ? html`<p class="message" role="alert">${idMessage}</p>` : nothing}
          <p class="hint">${p.units.length} ${p.units.length === 1 ? 'unit' : 'units'} in the bag</p>
          ${this.unitsCell(ctx, pointer, p.units, what, true)}
        </fieldset>`;
      })}
    </section>`;
  }

  private renderDraws(ctx: ScenarioContext): TemplateResult {
    const draws = ctx.scenario.reinforcements?.draws ?? [];
    const pools = ctx.scenario.pools ?? [];
    const choices = this.choices(ctx);
    const checkHex = this.hexCheck(ctx);
    return html`<section aria-labelledby="draws-title">
      <div class="row head">
        <h2 id="draws-title">Draws from pools</h2>
        <button
          type="button"
          ?disabled=${pools.length === 0}
          @click=${() => this.add(drawsPointer, { pool: pools[0]?.id, perTurn: 1, at: draws.at(-1)?.at ?? (ctx.map?.entryPoints?.[0] ? { entry: ctx.map.entryPoints[0].id } : { location: ctx.map?.locations?.[0]?.id }) } satisfies Partial<RandomReinforcements>, 'Add a draw', ctx.scenario)}
        >
          + Draw
        </button>
      </div>
      ${
        draws.length === 0
          ? html`<p class="hint">No units are drawn as reinforcements.</p>`
          : html`<table aria-label="Draws from pools">
            <thead>
              <tr><th>Pool</th><th>Per turn</th><th>Optional</th><th>From turn</th><th>To turn</th><th>Arrive at</th><th>Rule</th><th>Face down</th><th><span class="visually-hidden">Order</span></th></tr>
            </thead>
            <tbody>
              ${draws.map((d, i) => {
                const pointer = `${drawsPointer}/${i}`;
                const what = `draw ${i + 1}`;
                return html`<tr data-pointer=${pointer} class=${this.highlight === pointer ? 'highlight' : ''}>
                  <td>
                    <select aria-label=${`Pool of ${what}`} @change=${(e: Event) => this.run(pointer, { pool: (e.target as HTMLSelectElement).value }, `Set the pool of ${what}`)}>
                      ${pools.map((p) => html`<option value=${p.id} ?selected=${d.pool === p.id}>${p.name}</option>`)} ${pools.some((p) => p.id === d.pool) ? nothing : html`<option selected value=${d.pool}>${d.pool} (missing)</option>`}
                    </select>
                  </td>
                  <td>${this.numberField(`per-turn-${i}`, `Units per turn of ${what}`, d.perTurn, 1, false, (v) => this.run(pointer, { perTurn: v }, `Set the units per turn of ${what}`))}</td>
                  <td><input type="checkbox" aria-label=${`${what} is optional`} .checked=${d.optional === true} @change=${(e: Event) => this.run(pointer, { optional: (e.target as HTMLInputElement).checked || undefined }, `Toggle optional of ${what}`)} /></td>
                  <td>${this.numberField(`from-${i}`, `First turn of ${what}`, d.fromTurn, 0, true, (v) => this.run(pointer, { fromTurn: v }, `Set the first turn of ${what}`))}</td>
                  <td>${this.numberField(`to-${i}`, `Last turn of ${what}`, d.toTurn, 0, true, (v) => this.run(pointer, { toTurn: v }, `Set the last turn of ${what}`))}</td>
                  <td><ks-places-field label=${`Place of ${what}`} .at=${d.at} .choices=${choices} .checkHex=${checkHex} @ks-places-change=${(e: KsPlacesChangeEvent) => e.at && this.run(pointer, { at: e.at }, `Set where ${what} arrives`)}></ks-places-field></td>
                  <td><input aria-label=${`Placement rule of ${what}`} .value=${d.rule ?? ''} size="12" @change=${(e: Event) => this.run(pointer, { rule: (e.target as HTMLInputElement).value.trim() || undefined }, `Set the rule of ${what}`)} /></td>
                  <td><input type="checkbox" aria-label=${`${what} enters face down`} .checked=${d.faceDown === true} @change=${(e: Event) => this.run(pointer, { faceDown: (e.target as HTMLInputElement).checked || undefined }, `Toggle face down of ${what}`)} /></td>
                  <td>${this.rowActions(drawsPointer, i, draws.length, what)}</td>
                </tr>`;
              })}
            </tbody>
          </table>`
      }
    </section>`;
  }

  /** Removes a pool after showing the draws from it (set-up, reinforcements, tests); they go with it, as one undo step. */
  private async removePool(ctx: ScenarioContext, index: number, what: string): Promise<void> {
    const editor = this.editor;
    const pool = ctx.scenario.pools?.[index];
    if (!editor || !pool) return;
    const references = findReferences(editor.store.all(), { kind: 'pool', scenario: ctx.scenario.id, id: pool.id });
    if (!(await this.renderRoot.querySelector<KsDeleteDialog>('ks-delete-dialog')?.ask({ what, references }))) return;
    deleteWithReferences(editor, `Remove ${what}`, references, () =>
      editor.run(removeItem, this.path, { pointer: '/pools', index, dropEmpty: true, label: `Remove ${what}` }),
    );
  }

  protected override render() {
    const ctx = this.context();
    if (!ctx) return html`<p class="hint">This scenario is not loaded or not valid JSON.</p>`;
    return html`<div class="sections">${this.renderSchedule(ctx)} ${this.renderPools(ctx)} ${this.renderDraws(ctx)}</div>
      <ks-delete-dialog></ks-delete-dialog>`;
  }
}
