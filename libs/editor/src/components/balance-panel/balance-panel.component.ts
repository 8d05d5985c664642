import { LitElement, html, nothing } from 'lit';
import { describeFailure, playGames, summariseGames, type GameReport, type RulesFailure, type SimulationSummary } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import {
  compareRecords,
  describeRecord,
  optionValue,
  parseHistory,
  withRecord,
  type BalanceRecord,
  type OptionField,
  type VariantChoices,
} from '@kriegsspiel/editor-core';
import type { BaseGames } from '../balance-charts/balance-charts.component';
import { KsAnnounceEvent } from '../../events';
import { sandboxHostFactory, type GameSource, type HostFactory } from '../../rules/game-source';
import { botPicker, botPickerStyles, DEFAULT_BOT } from '../../rules/bot-picker';
import { studioFailure } from '../../rules/failures';
import type { PlaytestScenario } from '../playtest-board/playtest-board.component';
import { sharedStyles } from '../shared.styles';
import { balancePanelStyles } from './balance-panel.styles';

/** How a run went, for the figures beside the charts. */
export interface BalanceRun {
  readonly scenario: string;
  readonly houseRules: readonly string[];
  /** Options given to the variant (none to the base game). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The run also plays the base game, without the house rules, on the same seeds: its games. */
  readonly base?: BaseGames;
  readonly games: number;
  readonly seed: number;
  readonly parallel: number;
  readonly players: readonly string[];
  /** The bots, by name with their budget (`random`, `ismcts:200`), one per player in order (empty until the scenario is loaded). */
  readonly bots: readonly string[];
  /** The games played to the end, in seed order. */
  readonly reports: readonly GameReport[];
  readonly summary: SimulationSummary | undefined;
  readonly seconds: number;
  readonly state: 'running' | 'done' | 'cancelled';
}

/** Where earlier runs are kept in the browser. */
export const BALANCE_HISTORY_KEY = 'ks-balance-history';

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

/** A finished run (or its base half) as the history keeps it. */
function recordOf(run: BalanceRun, base: boolean): BalanceRecord | undefined {
  const reports = base ? run.base?.reports : run.reports;
  const summary = base ? run.base?.summary : run.summary;
  if (!reports || !summary) return undefined;
  return {
    id: `${Date.now().toString(36)}-${base ? 'base' : 'variant'}-${summary.fingerprint.slice(0, 8)}`,
    scenario: run.scenario,
    houseRules: base ? [] : run.houseRules,
    options: base ? {} : (run.options ?? {}),
    games: run.games,
    seed: run.seed,
    bots: run.bots,
    players: run.players,
    wins: summary.wins,
    played: reports.length,
    meanActions: summary.meanActions,
    fingerprint: summary.fingerprint,
    at: new Date().toISOString(),
  };
}

/** Errors shown with their file and line. */
const errorsShown = 3;

function defaultParallel(): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(4, cores));
}

/**
 * Plays many games of a scenario between bots chosen per side (random unless chosen
 * otherwise; ISMCTS with its budget), several at once, each lane in a Web Worker sandbox of
 * its own, with a progress bar and a cancel button; then each side's wins with a 95%
 * interval, the game lengths and how the games ended. Game `i` has seed S+i and bots seeded
 * from it, so a run gives the same numbers as `npx kriegsspiel simulate` with the same
 * scenario, games, seed and `--bots`. With `compare` and house rules, it plays the same
 * seeds in the base game first and shows each side's rate in both with the change, as
 * `simulate --compare` does. House rules and options are chosen from lists: the mods that
 * extend the scenario's ruleset and the options their schemas declare (`variantsOf`).
 * Finished runs are kept (in local storage) and any two are set side by side: each side's
 * rate in both, the difference, and whether it is more than chance (p < 0.05).
 *
 * @event ks-announce - A run ended ("200 games in 6.1 s").
 * @event ks-source-open - An error's file and line was chosen.
 */
export class KsBalancePanel extends LitElement {
  static override styles = [sharedStyles, botPickerStyles, balancePanelStyles];

  static override properties = {
    games: { attribute: false },
    scenarios: { attribute: false },
    scenario: { type: String },
    count: { type: Number },
    seed: { type: Number },
    parallel: { type: Number },
    houseRules: { type: String, attribute: 'house-rules' },
    compare: { type: Boolean },
    bots: { attribute: false },
    hostFactory: { attribute: false },
    variantsOf: { attribute: false },
    options: { attribute: false },
    historyKey: { type: String, attribute: 'history-key' },
    history: { state: true },
    compareIds: { state: true },
    run: { state: true },
    failure: { state: true },
  };

  /** Where games come from (the workspace server). */
  declare games: GameSource | undefined;
  /** The scenarios to choose from. */
  declare scenarios: readonly PlaytestScenario[];
  /** Id of the scenario to run. */
  declare scenario: string;
  /** Games to play. */
  declare count: number;
  /** Seed of the first game. */
  declare seed: number;
  /** Games played at once (one Web Worker each). */
  declare parallel: number;
  /** House rules to stack, comma-separated ids. */
  declare houseRules: string;
  /** Also play the base game, without the house rules, on the same seeds, and compare. */
  declare compare: boolean;
  /** Each side's bot, by role, named with its budget (`random`, `ismcts:200`); random where none is chosen. */
  declare bots: Readonly<Record<string, string>>;
  /** Opens a host per lane; a sandbox in a Web Worker by default. */
  declare hostFactory: HostFactory;
  /** The variants a scenario may be run with (house rules and options, from the workspace's manifests); without it house rules are typed. */
  declare variantsOf: ((scenario: string) => VariantChoices) | undefined;
  /** Option values chosen for the variant, by name (the schemas' defaults for the rest). */
  declare options: Readonly<Record<string, unknown>>;
  /** Where earlier runs are kept in local storage; empty keeps them for this page only. */
  declare historyKey: string;
  /** Earlier runs, newest first. */
  declare history: readonly BalanceRecord[];
  /** The two runs set side by side (ids from the history). */
  declare compareIds: readonly [string | undefined, string | undefined];
  /** The current or last run. */
  declare run: BalanceRun | undefined;
  declare private failure: RulesFailure | undefined;

  private stopper: AbortController | undefined;
  private refreshScheduled = false;

  constructor() {
    super();
    this.scenarios = [];
    this.scenario = '';
    this.count = 200;
    this.seed = 1;
    this.parallel = defaultParallel();
    this.houseRules = '';
    this.compare = false;
    this.bots = {};
    this.hostFactory = sandboxHostFactory;
    this.options = {};
    this.historyKey = BALANCE_HISTORY_KEY;
    this.history = [];
    this.compareIds = [undefined, undefined];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.historyKey) return;
    try {
      this.history = parseHistory(localStorage.getItem(this.historyKey));
    } catch {
      this.history = [];
    }
  }

  /** Keeps a finished run; sets it beside the run it is best compared with. */
  private keep(records: readonly BalanceRecord[], against: string | undefined): void {
    let history = this.history;
    for (const r of records) history = withRecord(history, r);
    this.history = history;
    const newest = records.at(-1)?.id;
    this.compareIds = [against ?? history.find((r) => !records.some((n) => n.id === r.id))?.id, newest];
    if (!this.historyKey) return;
    try {
      localStorage.setItem(this.historyKey, JSON.stringify(history));
    } catch {
      // Storage full or refused: the runs stay for this page.
    }
  }

  /** Forgets every kept run. */
  clearHistory(): void {
    this.history = [];
    this.compareIds = [undefined, undefined];
    if (this.historyKey) localStorage.removeItem(this.historyKey);
  }

  /** The variant's choices for the scenario chosen. */
  private variants(): VariantChoices | undefined {
    return this.scenario ? this.variantsOf?.(this.scenario) : undefined;
  }

  /** The option fields that apply: the ruleset's, and those of the house rules chosen. */
  private optionFieldsShown(): OptionField[] {
    const v = this.variants();
    if (!v) return [];
    const chosen = new Set(this.houseRuleIds());
    return [...v.options, ...v.mods.filter((m) => chosen.has(m.id)).flatMap((m) => m.options)];
  }

  /** The options given to the game: those set to other than their default, of fields that apply. */
  private chosenOptions(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const f of this.optionFieldsShown()) {
      const value = this.options[f.name];
      if (value !== undefined && value !== f.default) out[f.name] = value;
    }
    return out;
  }

  private optionProblem: string | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopper?.abort();
  }

  private houseRuleIds(): string[] {
    return this.houseRules
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '');
  }

  /** The bots of a scenario's players, in order. */
  private botsOf(players: readonly string[]): string[] {
    return players.map((role) => this.bots[role] ?? DEFAULT_BOT);
  }

  /** The command line that plays the same games (`--bots` only when a side has another bot than the random one). */
  commandLine(
    run: Pick<BalanceRun, 'scenario' | 'games' | 'seed' | 'houseRules' | 'bots' | 'base' | 'options'> = {
      scenario: this.scenario,
      options: this.chosenOptions(),
      games: this.count,
      seed: this.seed,
      houseRules: this.houseRuleIds(),
      bots: this.botsOf(this.scenarios.find((s) => s.id === this.scenario)?.players ?? []),
      ...(this.compare && this.houseRuleIds().length > 0 ? { base: { reports: [], summary: undefined } } : {}),
    },
  ): string {
    const bots = run.bots.some((b) => b !== DEFAULT_BOT) ? ` --bots ${run.bots.join(',')}` : '';
    return `npx kriegsspiel simulate ${run.scenario} --games ${run.games} --seed ${run.seed}${run.base ? ' --compare' : ''}${run.houseRules.map((h) => ` --house-rule ${h}`).join('')}${Object.entries(
      run.options ?? {},
    )
      .map(([k, v]) => ` --option ${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join('')}${bots}`;
  }

  /** Runs the games; resolves when they are all played or the run is cancelled. */
  async start(): Promise<void> {
    if (!this.games || !this.scenario || this.run?.state === 'running') return;
    const stopper = new AbortController();
    this.stopper = stopper;
    this.failure = undefined;
    if (this.optionProblem) return;
    const houseRules = this.houseRuleIds();
    const options = this.chosenOptions();
    const settings = { scenario: this.scenario, houseRules, options, games: this.count, seed: this.seed, parallel: this.parallel };
    this.run = { ...settings, players: [], bots: [], reports: [], summary: undefined, seconds: 0, state: 'running' };
    const compare = this.compare && (houseRules.length > 0 || Object.keys(options).length > 0);
    let game: PortableGame;
    let baseGame: PortableGame | undefined;
    try {
      game = await this.games.game({ scenario: this.scenario, houseRules, ...(Object.keys(options).length > 0 ? { options } : {}) });
      if (compare) baseGame = await this.games.game({ scenario: this.scenario, houseRules: [] });
    } catch (error) {
      this.failure = studioFailure(error);
      this.run = undefined;
      return;
    }
    if (stopper.signal.aborted) return;
    const bots = this.botsOf(game.players);
    const started = performance.now();
    const done: GameReport[] = [];
    const baseDone: GameReport[] = [];
    const bySeed = (list: readonly GameReport[]) => [...list].sort((a, b) => a.seed - b.seed);
    const refresh = (state: BalanceRun['state']) => {
      const reports = bySeed(done);
      const baseReports = bySeed(baseDone);
      this.run = {
        ...settings,
        ...(compare ? { base: { reports: baseReports, summary: summariseGames(game.players, baseReports) } } : {}),
        players: game.players,
        bots,
        reports,
        summary: summariseGames(game.players, reports),
        seconds: (performance.now() - started) / 1000,
        state,
      };
    };
    this.run = {
      ...settings,
      ...(compare ? { base: { reports: [], summary: undefined } } : {}),
      players: game.players,
      bots,
      reports: [],
      summary: undefined,
      seconds: 0,
      state: 'running',
    };
    /** Plays the run's seeds in one game (the base game or the one with the house rules) into `into`; true when cancelled. */
    const play = async (played: PortableGame, into: GameReport[]): Promise<boolean> => {
      const result = await playGames(played, {
        games: settings.games,
        seed: settings.seed,
        bots,
        parallel: settings.parallel,
        openHost: () => this.hostFactory(played),
        describeFailure: (error) => describeFailure(error, played.program),
        signal: stopper.signal,
        onGame: (report) => {
          into.push(report);
          // The charts follow the run, at most once a frame.
          if (!this.refreshScheduled) {
            this.refreshScheduled = true;
            requestAnimationFrame(() => {
              this.refreshScheduled = false;
              if (this.run?.state === 'running' && this.stopper === stopper) refresh('running');
            });
          }
        },
      });
      into.splice(0, into.length, ...result.reports);
      return result.stopped;
    };
    const stopped = (baseGame !== undefined && (await play(baseGame, baseDone))) || (await play(game, done));
    refresh(stopped ? 'cancelled' : 'done');
    if (this.stopper === stopper) this.stopper = undefined;
    const run = this.run;
    if (!stopped) {
      const base = run.base ? recordOf(run, true) : undefined;
      const variant = recordOf(run, false);
      this.keep(
        [base, variant].filter((r): r is BalanceRecord => r !== undefined),
        base?.id,
      );
    }
    const played = run.reports.length + (run.base?.reports.length ?? 0);
    this.dispatchEvent(new KsAnnounceEvent(`${stopped ? 'Cancelled after' : 'Played'} ${played} games in ${run.seconds.toFixed(1)} s`));
  }

  /** Cancels the run: no game starts after this, and the games in flight are dropped with their workers. */
  cancel(): void {
    this.stopper?.abort();
  }

  protected override render() {
    const run = this.run;
    const running = run?.state === 'running';
    return html`
      <form
        class="settings"
        aria-label="Balance run"
        @submit=${(e: Event) => {
          e.preventDefault();
          void this.start();
        }}
      >
        <h2>Balance</h2>
        <label
          >Scenario
          <select name="scenario" ?disabled=${running} @change=${(e: Event) => (this.scenario = (e.target as HTMLSelectElement).value)}>
            ${this.scenarios.map((s) => html`<option value=${s.id} ?selected=${s.id === this.scenario}>${s.name} (${s.id})</option>`)}
          </select>
        </label>
        <label>Games <input type="number" name="games" min="1" max="100000" .value=${String(this.count)} ?disabled=${running} @change=${(e: Event) => (this.count = Math.max(1, Number((e.target as HTMLInputElement).value) | 0))} /></label>
        <label>Seed <input type="number" name="seed" min="0" max="4294967295" .value=${String(this.seed)} ?disabled=${running} @change=${(e: Event) => (this.seed = Number((e.target as HTMLInputElement).value) >>> 0)} /></label>
        <label>At once <input type="number" name="parallel" min="1" max="16" .value=${String(this.parallel)} ?disabled=${running} @change=${(e: Event) => (this.parallel = Math.max(1, Number((e.target as HTMLInputElement).value) | 0))} /></label>
        ${this.renderBotChoices(running)}
        ${this.renderVariant(running)}
        <label class="compare"
          ><input type="checkbox" name="compare" .checked=${this.compare} ?disabled=${running} @change=${(e: Event) => (this.compare = (e.target as HTMLInputElement).checked)} /> Compare with the base game</label
        >
        ${
          running
            ? html`<button type="button" class="cancel" @click=${() => this.cancel()}>Cancel</button>`
            : html`<button type="submit" class="primary run" ?disabled=${!this.games || !this.scenario || this.optionProblem !== undefined}>Run</button>`
        }
      </form>
      ${this.failure ? html`<ks-rules-error .failure=${this.failure} context="while loading the scenario"></ks-rules-error>` : nothing} ${run ? this.renderRun(run) : html`<p class="empty">No run yet. Choose a scenario, a bot for each side and, to try a variant, house rules and options; tick “Compare with the base game” and press Run. Finished runs are kept below to compare.</p>`}
      ${this.renderHistory()}
    `;
  }

  private setOption(field: OptionField, text: string): void {
    const checked = optionValue(field, text);
    this.optionProblem = checked.ok ? undefined : checked.message;
    this.options = checked.ok ? { ...this.options, [field.name]: checked.value } : this.options;
    this.requestUpdate();
  }

  /** The variant: house rules ticked from the mods extending the ruleset, and each option as a field of its kind. */
  private renderVariant(running: boolean) {
    const v = this.variants();
    if (!v)
      return html`<label>House rules <input type="text" name="house-rules" placeholder="none" .value=${this.houseRules} ?disabled=${running} @change=${(e: Event) => (this.houseRules = (e.target as HTMLInputElement).value)} /></label>`;
    const chosen = new Set(this.houseRuleIds());
    const toggle = (id: string, on: boolean) => {
      const next = v.mods.map((m) => m.id).filter((m) => (m === id ? on : chosen.has(m)));
      this.houseRules = next.join(',');
    };
    const fields = this.optionFieldsShown();
    return html`<fieldset class="variant">
      <legend>Variant</legend>
      ${
        v.mods.length === 0
          ? html`<span class="none">No house rule extends ${v.ruleset ?? 'this ruleset'} yet (“New house rule…” starts one).</span>`
          : v.mods.map(
              (m) =>
                html`<label title=${m.description ?? m.id}><input type="checkbox" name="house-rule" value=${m.id} .checked=${chosen.has(m.id)} ?disabled=${running} @change=${(e: Event) => toggle(m.id, (e.target as HTMLInputElement).checked)} /> ${m.name}</label>`,
            )
      }
      ${fields.map((f) => this.renderOption(f, running))}
      ${this.optionProblem ? html`<span class="problem" role="alert">${this.optionProblem}</span>` : nothing}
    </fieldset>`;
  }

  private renderOption(f: OptionField, running: boolean) {
    const value = this.options[f.name] ?? f.default;
    const name = `option-${f.name}`;
    const title = f.description ?? f.name;
    if (f.type === 'boolean')
      return html`<label title=${title}><input type="checkbox" name=${name} .checked=${value === true} ?disabled=${running} @change=${(e: Event) => this.setOption(f, String((e.target as HTMLInputElement).checked))} /> ${f.title}</label>`;
    if (f.type === 'enum')
      return html`<label title=${title}>${f.title}
        <select name=${name} ?disabled=${running} @change=${(e: Event) => this.setOption(f, (e.target as HTMLSelectElement).value)}>
          ${(f.values ?? []).map((v) => html`<option value=${String(v)} ?selected=${v === value}>${String(v)}</option>`)}
        </select></label
      >`;
    const numeric = f.type === 'integer' || f.type === 'number';
    return html`<label title=${title}>${f.title}
      <input
        type=${numeric ? 'number' : 'text'}
        name=${name}
        min=${f.minimum ?? nothing}
        max=${f.maximum ?? nothing}
        step=${f.type === 'integer' ? 1 : nothing}
        .value=${value === undefined ? '' : String(value)}
        ?disabled=${running}
        @change=${(e: Event) => this.setOption(f, (e.target as HTMLInputElement).value)}
    /></label>`;
  }

  /** Earlier runs, two of them set side by side. */
  private renderHistory() {
    if (this.history.length === 0) return nothing;
    const [a, b] = this.compareIds;
    const runA = this.history.find((r) => r.id === a);
    const runB = this.history.find((r) => r.id === b);
    const pick = (slot: 0 | 1, id: string) => (this.compareIds = slot === 0 ? [id, b] : [a, id]);
    return html`<section class="history" aria-label="Earlier runs">
      <h3>Earlier runs <button type="button" class="clear-history" @click=${() => this.clearHistory()}>Forget them</button></h3>
      <table>
        <thead>
          <tr>
            <th scope="col" title="First run of the comparison">A</th>
            <th scope="col" title="Second run of the comparison">B</th>
            <th scope="col">Run</th>
            <th scope="col">Wins</th>
          </tr>
        </thead>
        <tbody>
          ${this.history.map(
            (r) => html`<tr data-id=${r.id}>
              <td><input type="radio" name="compare-a" aria-label=${`A: ${describeRecord(r)}`} .checked=${r.id === a} @change=${() => pick(0, r.id)} /></td>
              <td><input type="radio" name="compare-b" aria-label=${`B: ${describeRecord(r)}`} .checked=${r.id === b} @change=${() => pick(1, r.id)} /></td>
              <td>${describeRecord(r)} <span class="when">${new Date(r.at).toLocaleTimeString()}</span></td>
              <td>${r.players.map((p) => `${p} ${percent(r.played > 0 ? (r.wins[p] ?? 0) / r.played : 0)}`).join(' · ')}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      ${runA && runB && runA.id !== runB.id ? this.renderComparison(runA, runB) : html`<p class="empty">Choose two runs (A and B) to set them side by side.</p>`}
    </section>`;
  }

  private renderComparison(a: BalanceRecord, b: BalanceRecord) {
    const sides = compareRecords(a, b);
    return html`<table class="comparison" aria-label="A against B">
      <caption>
        A: ${describeRecord(a)}<br />B: ${describeRecord(b)}
      </caption>
      <thead>
        <tr>
          <th scope="col">Side</th>
          <th scope="col">A</th>
          <th scope="col">B</th>
          <th scope="col">B − A</th>
          <th scope="col">Significant?</th>
        </tr>
      </thead>
      <tbody>
        ${sides.map(
          (s) => html`<tr data-role=${s.role} class=${s.significant ? 'significant' : ''}>
            <th scope="row">${s.role}</th>
            <td>${percent(s.rateA)}</td>
            <td>${percent(s.rateB)}</td>
            <td class="difference">${s.difference >= 0 ? '+' : '−'}${(Math.abs(s.difference) * 100).toFixed(1)} points</td>
            <td class="verdict">${s.significant ? 'yes' : 'no, within chance'} (p = ${s.p < 0.001 ? '< 0.001' : s.p.toFixed(3)})</td>
          </tr>`,
        )}
      </tbody>
    </table>`;
  }

  /** A bot to choose for each side of the scenario. */
  private renderBotChoices(running: boolean) {
    const players = this.scenarios.find((s) => s.id === this.scenario)?.players ?? [];
    return html`<fieldset class="bots">
      <legend>Bots</legend>
      ${players.map((role) =>
        botPicker({
          role,
          label: role.charAt(0).toUpperCase() + role.slice(1),
          name: this.bots[role] ?? DEFAULT_BOT,
          disabled: running,
          onChange: (name) => (this.bots = { ...this.bots, [role]: name }),
        }),
      )}
    </fieldset>`;
  }

  private renderRun(run: BalanceRun) {
    const played = run.reports.length + (run.base?.reports.length ?? 0);
    const total = run.games * (run.base ? 2 : 1);
    const speed = run.seconds > 0 ? played / run.seconds : 0;
    const summary = run.summary;
    const errors = run.reports.filter((r) => r.outcome === 'error').slice(0, errorsShown);
    return html`
      <div class="progress">
        <progress max=${total} .value=${played} aria-label="Games played"></progress>
        <span class="progress-text" role="status">${played} / ${total} games${run.base ? ' (base game, then house rules)' : ''}${run.state === 'cancelled' ? ' — cancelled' : run.state === 'done' ? ' — done' : ''} · ${speed.toFixed(1)} games/s · ${run.parallel} at once</span>
      </div>
      ${
        summary
          ? html`<p class="figures">
            Mean length ${summary.meanActions.toFixed(1)} actions · draws ${summary.draws} · stuck ${summary.stuck} · unfinished ${summary.unfinished} · errors ${summary.errors}
            ${run.state === 'done' ? html`<br /><span class="same">Same games: <code>${this.commandLine(run)}</code> · fingerprint <code class="fingerprint">${summary.fingerprint.slice(0, 16)}</code></span>` : nothing}
          </p>`
          : nothing
      }
      <ks-balance-charts .players=${run.players} .summary=${summary} .reports=${run.reports} .base=${run.base}></ks-balance-charts>
      ${errors.map((r) => html`<ks-rules-error .failure=${r.error} context=${`in game ${r.seed}`}></ks-rules-error>`)}
    `;
  }
}
