import { LitElement, html, nothing } from 'lit';
import { compactJson, type LocatedFailure, type TestRecord } from '@kriegsspiel/engine';
import { KsAnnounceEvent, KsSourceOpenEvent } from '../../events';
import { sandboxHostFactory, type HostFactory } from '../../rules/game-source';
import { defaultTestParallel, runPreparedTests } from '../../rules/test-runner';
import type { ListedTest, TestSource } from '../../rules/test-source';
import { unsavedNote } from '../../rules/unsaved-note';
import { sharedStyles } from '../shared.styles';
import { testPanelStyles } from './test-panel.styles';

/** Where a test stands in the panel. */
export type TestStatus = 'not-run' | 'running' | TestRecord['status'];

/** A run of tests: how far it is and how long it took. */
export interface TestRun {
  readonly total: number;
  readonly done: number;
  readonly seconds: number;
  readonly state: 'running' | 'done' | 'cancelled';
}

const statusText: Record<TestStatus, { icon: string; label: string }> = {
  'not-run': { icon: '○', label: 'not run' },
  running: { icon: '◌', label: 'running' },
  passed: { icon: '✔', label: 'passed' },
  failed: { icon: '✖', label: 'failed' },
  'unexpected-pass': { icon: '✖', label: 'passed unexpectedly' },
  skipped: { icon: '⊘', label: 'skipped' },
  'expected-failure': { icon: '✔', label: 'failed, as expected' },
};

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const isFailure = (status: TestStatus | undefined) => status === 'failed' || status === 'unexpected-pass';

/**
 * The scenario tests of the workspace (or of one mod), grouped by folder, each with its
 * status; runs them in Web Worker sandboxes, several at once, with a progress bar and a
 * cancel button. A failed test shows each failure's message, expected and actual values
 * and where they differ, with a link to its line in the test file (and to the mod's file
 * and line when the rules failed). The records are those of `kriegsspiel test --json`.
 *
 * @event ks-source-open - A failure's file and line was chosen (the test file, or a mod's source file).
 * @event ks-announce - A run ended ("12 passed, 1 failed in 3.2 s").
 */
export class KsTestPanel extends LitElement {
  static override styles = [sharedStyles, testPanelStyles];

  static override properties = {
    unsavedCode: { attribute: false },
    tests: { attribute: false },
    hostFactory: { attribute: false },
    mod: { type: String },
    rerunOnSave: { type: Boolean, attribute: 'rerun-on-save' },
    parallel: { type: Number },
    timeoutMs: { type: Number, attribute: 'timeout-ms' },
    listed: { state: true },
    mods: { state: true },
    statuses: { state: true },
    records: { state: true },
    lastRun: { state: true },
    failure: { state: true },
  };

  /** Where the tests come from (the workspace server). */
  declare tests: TestSource | undefined;
  /** Opens a host for a test's game; a sandbox in a Web Worker by default. */
  declare hostFactory: HostFactory;
  /** Workspace folder of the mod whose tests are listed (`mods/outpost`); every test when empty. */
  /** Code files with unsaved edits: tests run the files as saved, so the panel says so. */
  declare unsavedCode: readonly string[];
  declare mod: string;
  /** Run the tests of a mod again when one of its files is saved (see {@link sourceSaved}). */
  declare rerunOnSave: boolean;
  /** Tests run at once, one Web Worker each. */
  declare parallel: number;
  /** A test that takes longer fails and its worker is replaced. */
  declare timeoutMs: number;
  /** The tests listed. */
  declare listed: readonly ListedTest[];
  /** The mod folders that have tests, for the selector. */
  declare private mods: readonly string[];
  declare private statuses: ReadonlyMap<string, TestStatus>;
  /** The latest record of each test file that ran. */
  declare records: ReadonlyMap<string, TestRecord>;
  /** The current or last run. */
  declare lastRun: TestRun | undefined;
  declare private failure: string | undefined;

  private stopper: AbortController | undefined;
  private running: Promise<void> | undefined;
  /** Counts listings, so that an older answer (another mod chosen meanwhile) is dropped. */
  private listings = 0;

  constructor() {
    super();
    this.hostFactory = sandboxHostFactory;
    this.mod = '';
    this.rerunOnSave = false;
    this.parallel = defaultTestParallel();
    this.timeoutMs = 30_000;
    this.listed = [];
    this.unsavedCode = [];
    this.mods = [];
    this.statuses = new Map();
    this.records = new Map();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancel();
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if ((changed.has('tests') || changed.has('mod')) && this.tests) void this.refresh();
  }

  /** The status of a test file. */
  statusOf(path: string): TestStatus {
    return this.statuses.get(path) ?? 'not-run';
  }

  /** Lists the tests again (of the chosen mod), keeping the results of those still there. */
  refresh(): Promise<void> {
    const source = this.tests;
    if (!source) return Promise.resolve();
    const listing = ++this.listings;
    return (async () => {
      try {
        const listed = await source.listTests(this.mod || undefined);
        if (listing !== this.listings) return;
        const modsOf = (tests: readonly ListedTest[]) => [...new Set(tests.map((t) => t.mod))].sort();
        // The mods for the filter, from every test: a mod made since (a new house rule) joins it.
        const mods = this.mod ? modsOf(await source.listTests()) : modsOf(listed);
        if (listing !== this.listings) return;
        this.mods = mods;
        this.listed = listed;
        this.failure = undefined;
      } catch (error) {
        this.failure = `The tests could not be listed: ${(error as Error).message}`;
      }
    })();
  }

  /** Runs every test listed. */
  runAll(): Promise<void> {
    return this.start(this.listed.map((t) => t.path));
  }

  /** Runs the tests that failed in their last run. */
  runFailed(): Promise<void> {
    return this.start(this.listed.map((t) => t.path).filter((p) => isFailure(this.statuses.get(p))));
  }

  /** Runs these test files (workspace paths); a run in progress is cancelled first. */
  run(paths: readonly string[]): Promise<void> {
    return this.start(paths);
  }

  /**
   * The shell saved a file. With `rerunOnSave`, runs the tests of the mod it belongs to
   * again: just that test for a test file, all of the mod's tests for any other file. When
   * the panel shows one mod's tests and another mod's file is saved (the ruleset a house
   * rule wraps, say), the tests shown run again, since they may use it.
   */
  async sourceSaved(path: string): Promise<void> {
    if (!this.rerunOnSave || !this.tests) return;
    await this.refresh();
    if (path.endsWith('.test.json')) {
      if (this.listed.some((t) => t.path === path)) await this.start([path]);
      return;
    }
    const mod = this.listed
      .map((t) => t.mod)
      .filter((m) => path.startsWith(`${m}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (mod !== undefined) await this.start(this.listed.filter((t) => t.mod === mod).map((t) => t.path));
    else if (this.mod !== '' && !path.startsWith(`${this.mod}/`) && this.listed.length > 0) await this.start(this.listed.map((t) => t.path));
  }

  /** Scrolls a test's row into view and focuses it (a test just recorded, say). */
  async reveal(path: string): Promise<void> {
    await this.updateComplete;
    const row = [...this.renderRoot.querySelectorAll<HTMLElement>('li.test')].find((li) => li.dataset.path === path)?.querySelector<HTMLElement>('.row');
    row?.scrollIntoView({ block: 'nearest' });
    row?.focus();
  }

  /** Stops the run: no test starts after this, and the tests in flight are dropped with their workers. */
  cancel(): void {
    this.stopper?.abort();
  }

  private async start(paths: readonly string[]): Promise<void> {
    if (!this.tests || paths.length === 0) return;
    if (this.stopper) {
      this.cancel();
      await this.running;
    }
    const stopper = new AbortController();
    this.stopper = stopper;
    const running = this.execute([...new Set(paths)], stopper);
    this.running = running;
    await running;
  }

  private async execute(paths: string[], stopper: AbortController): Promise<void> {
    const source = this.tests as TestSource;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const statuses = new Map(this.statuses);
    for (const path of paths) statuses.set(path, 'running');
    this.statuses = statuses;
    this.failure = undefined;
    let done = 0;
    this.lastRun = { total: paths.length, done, seconds: 0, state: 'running' };
    const records = new Map(this.records);
    const set = (path: string, status: TestStatus, record?: TestRecord) => {
      this.statuses = new Map(this.statuses).set(path, status);
      if (record) records.set(path, record);
      else records.delete(path);
      this.records = new Map(records);
    };
    let cancelled = false;
    try {
      const prepared = await source.prepareTests(paths);
      if (stopper.signal.aborted) {
        cancelled = true;
      } else {
        const result = await runPreparedTests(prepared, {
          parallel: this.parallel,
          hostFactory: this.hostFactory,
          timeoutMs: this.timeoutMs,
          signal: stopper.signal,
          onResult: (record) => {
            set(record.file, record.status, record);
            this.lastRun = { total: paths.length, done: ++done, seconds: seconds(), state: 'running' };
          },
        });
        cancelled = result.cancelled;
      }
    } catch (error) {
      this.failure = `The tests could not be prepared: ${(error as Error).message}`;
    }
    // What did not finish is back to its last result.
    const back = new Map(this.statuses);
    for (const path of paths) if (back.get(path) === 'running') back.set(path, this.records.get(path)?.status ?? 'not-run');
    this.statuses = back;
    this.lastRun = { total: paths.length, done, seconds: seconds(), state: cancelled ? 'cancelled' : 'done' };
    if (this.stopper === stopper) this.stopper = undefined;
    this.dispatchEvent(new KsAnnounceEvent(`${cancelled ? 'Cancelled: ' : 'Tests: '}${this.summaryText()}`));
  }

  /** `12 passed, 1 failed, 2 skipped · 3.2 s` over the tests listed (expected failures count as passes, unexpected passes as failures). */
  summaryText(): string {
    const statuses = this.listed.map((t) => this.statusOf(t.path));
    const count = (...of: TestStatus[]) => statuses.filter((s) => of.includes(s)).length;
    const skipped = count('skipped');
    const notRun = count('not-run');
    const time = this.lastRun ? ` · ${this.lastRun.seconds.toFixed(1)} s` : '';
    return `${count('passed', 'expected-failure')} passed, ${count('failed', 'unexpected-pass')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}${notRun > 0 && notRun < statuses.length ? `, ${notRun} not run` : ''}${time}`;
  }

  private open(path: string, line: number, column: number): void {
    this.dispatchEvent(new KsSourceOpenEvent(path, line, column));
  }

  protected override render() {
    const run = this.lastRun;
    const running = run?.state === 'running';
    const failed = this.listed.some((t) => isFailure(this.statuses.get(t.path)));
    return html`
      <header>
        <h2 id="title">Tests</h2>
        <label
          >Mod
          <select name="mod" @change=${(e: Event) => (this.mod = (e.target as HTMLSelectElement).value)}>
            <option value="" ?selected=${this.mod === ''}>All mods</option>
            ${[...new Set([...this.mods, ...(this.mod ? [this.mod] : [])])].map((m) => html`<option value=${m} ?selected=${m === this.mod}>${m}</option>`)}
          </select>
        </label>
        ${
          running
            ? html`<button type="button" class="cancel" @click=${() => this.cancel()}>Cancel</button>`
            : html`<button type="button" class="primary run-all" ?disabled=${!this.tests || this.listed.length === 0} @click=${() => void this.runAll()}>Run all</button>
              <button type="button" class="run-failed" ?disabled=${!failed} @click=${() => void this.runFailed()}>Run failed</button>`
        }
        <label class="rerun"><input type="checkbox" name="rerun-on-save" .checked=${this.rerunOnSave} @change=${(e: Event) => (this.rerunOnSave = (e.target as HTMLInputElement).checked)} /> Rerun on save</label>
        <span class="summary" role="status">${this.listed.length === 0 ? (this.tests ? 'No tests' : 'No test source') : this.summaryText()}</span>
      </header>
      ${unsavedNote(this.unsavedCode)}
      ${running ? html`<progress max=${run.total} .value=${run.done} aria-label="Tests run"></progress>` : nothing}
      ${this.failure ? html`<p class="failure" role="alert">${this.failure}</p>` : nothing}
      <div class="groups">${this.renderGroups()}</div>
    `;
  }

  private renderGroups() {
    const groups = new Map<string, ListedTest[]>();
    for (const test of this.listed) groups.set(folderOf(test.path), [...(groups.get(folderOf(test.path)) ?? []), test]);
    return [...groups].map(
      ([folder, tests]) => html`<section class="group" aria-label=${folder}>
        <h3>
          <span class="folder">${folder}</span>
          <button type="button" class="run-group" title=${`Run the ${tests.length} tests in ${folder}`} aria-label=${`Run the tests in ${folder}`} ?disabled=${this.lastRun?.state === 'running'} @click=${() => void this.run(tests.map((t) => t.path))}>
            ▶ ${tests.length}
          </button>
        </h3>
        <ul role="list">
          ${tests.map((t) => this.renderTest(t))}
        </ul>
      </section>`,
    );
  }

  private renderTest(test: ListedTest) {
    const status = this.statusOf(test.path);
    const record = this.records.get(test.path);
    const { icon, label } = statusText[status];
    const running = this.lastRun?.state === 'running';
    return html`<li class="test status-${status}" data-path=${test.path}>
      <div
        class="row"
        tabindex="0"
        aria-label=${`${test.name}: ${label}`}
        @keydown=${(e: KeyboardEvent) => {
          if (e.key === 'Enter' && e.target === e.currentTarget) {
            e.preventDefault();
            void this.run([test.path]);
          }
        }}
      >
        <span class="icon" title=${label} aria-hidden="true">${icon}</span>
        <span class="name" title=${test.path}>${test.name}</span>
        ${test.rule ? html`<span class="rule">§${test.rule}</span>` : nothing}
        <span class="file">${fileNameOf(test.path)}</span>
        ${record?.ms !== undefined ? html`<span class="ms">${record.ms} ms</span>` : nothing}
        <button type="button" class="run-one" title=${`Run ${test.name}`} aria-label=${`Run ${test.name}`} ?disabled=${running} @click=${() => void this.run([test.path])}>▶</button>
      </div>
      ${record && record.note && status !== 'passed' ? html`<p class="note">${status === 'skipped' ? 'Skipped: ' : 'Expected to fail: '}${record.note}</p>` : nothing}
      ${record && isFailure(status) ? html`<ul class="failures">${record.failures.map((f) => this.renderFailure(f))}</ul>` : nothing}
    </li>`;
  }

  private renderFailure(f: LocatedFailure) {
    const at = f.error?.location;
    return html`<li class="failure-item">
      <a
        class="where"
        href="#"
        @click=${(e: Event) => {
          e.preventDefault();
          this.open(f.file, f.line, f.column);
        }}
        >${fileNameOf(f.file)}:${f.line}</a
      >
      <span class="message">${f.message}</span>
      ${
        at
          ? html`<a
            class="rules-at"
            href="#"
            title="Open the mod's file at the line"
            @click=${(e: Event) => {
              e.preventDefault();
              this.open(at.file, at.line, at.column);
            }}
            >at ${at.file}:${at.line}</a
          >`
          : nothing
      }
      ${
        f.differences && f.differences.length > 0
          ? html`<ul class="diff" aria-label="Differences">
            ${f.differences.map((line) => {
              const split = line.indexOf(': ');
              return split < 0 ? html`<li>${line}</li>` : html`<li><code class="path">${line.slice(0, split)}</code> ${line.slice(split + 2)}</li>`;
            })}
          </ul>`
          : f.expected !== undefined || f.actual !== undefined
            ? html`<dl class="values">
              <dt>expected</dt>
              <dd><code>${compactJson(f.expected)}</code></dd>
              <dt>actual</dt>
              <dd><code>${compactJson(f.actual)}</code></dd>
            </dl>`
            : nothing
      }
    </li>`;
  }
}
