import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compactJson, recordOfReport, unfinishedReport, type TestRecord, type TestReport } from '@kriegsspiel/engine';
import { filesUnder, isScenarioTestName, ModCatalogue, prepareTestFile, type PreparedTestFile } from '@kriegsspiel/runner';
import { UsageError, type CommandContext } from '../cli-context';
import { ceilingsOption, duration, intOption, modFoldersOf, workersOption } from '../game-options';
import { WorkerPool } from '../pool/worker-pool';
import { progressReporter } from '../progress';
import { modRootOf } from '../workspace-files';
import { modsUnder, typeProblemsOf } from './check';

export type { LocatedFailure, TestRecord } from '@kriegsspiel/engine';

/** A test file read and, when it is valid, loaded. */
type Prepared = Exclude<PreparedTestFile, { kind: 'other-document' }>;

const DEFAULT_TIMEOUT_MS = 30_000;

/** The folder of the mod with that id, among the mod folders. */
function modFolderById(folders: readonly string[], id: string): string | undefined {
  for (const folder of folders) {
    for (const manifest of filesUnder(folder, (name) => name === 'mod.json')) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { id?: unknown }).id === id) return path.dirname(manifest);
      } catch {
        // A manifest that is not JSON is `validate`'s to report.
      }
    }
  }
  return undefined;
}

/** The scenario-test files of the targets: files, folders or mod ids. */
function testFiles(ctx: CommandContext, targets: readonly string[]): { file: string; explicit: boolean }[] {
  const found: { file: string; explicit: boolean }[] = [];
  for (const target of targets) {
    const full = path.resolve(ctx.cwd, target);
    const folder = existsSync(full) ? full : modFolderById(modFoldersOf(ctx), target);
    if (folder === undefined) throw new UsageError(`${target}: no such file, folder or mod`);
    const explicit = folder === full && statSync(full).isFile();
    for (const file of explicit ? [full] : filesUnder(folder, isScenarioTestName)) if (!found.some((f) => f.file === file)) found.push({ file, explicit });
  }
  return found;
}

/** Reads a test file and loads its game; a file that cannot run becomes a record of why. */
function prepare(ctx: CommandContext, catalogue: () => ModCatalogue, full: string, explicit: boolean): Prepared | undefined {
  const file = path.relative(ctx.cwd, full) || full;
  const prepared = prepareTestFile({ file, text: readFileSync(full, 'utf8') }, catalogue, { fileName: (other) => path.relative(ctx.cwd, other) });
  if (prepared.kind !== 'other-document') return prepared;
  if (explicit) throw new UsageError(`${file} is not a scenario test (its \`$schema\` names another format)`);
  return undefined;
}

/** The record of a test that ran (or ran out of time). */
function recordOf(ctx: CommandContext, item: Extract<Prepared, { kind: 'runnable' }>, report: TestReport, ms: number): TestRecord {
  return recordOfReport(item.doc, item.file, report, { ms, errorFile: (file) => path.relative(ctx.cwd, file) });
}

function printRecord(ctx: CommandContext, record: TestRecord): void {
  if (record.status === 'skipped') {
    ctx.out(`${record.file}  ${record.name}: skipped, ${record.note}`);
    return;
  }
  if (record.status === 'expected-failure') {
    ctx.out(`${record.file}  ${record.name}: failed, as expected (${record.note})`);
    return;
  }
  for (const f of record.failures) {
    ctx.out(`${f.file}:${f.line}:${f.column}  ${record.name}: ${f.message}`);
    if (f.expected !== undefined) ctx.out(`    expected: ${compactJson(f.expected)}`);
    if (f.actual !== undefined) ctx.out(`    actual:   ${compactJson(f.actual)}`);
    for (const line of f.differences ?? []) ctx.out(`    differs:  ${line}`);
    if (f.error?.location) ctx.out(`    at ${f.error.location.file}:${f.error.location.line}:${f.error.location.column}`);
  }
}

/** The error a test failed with alone, as a key (message and place), when loading the rules or running them failed. */
function errorKey(record: TestRecord): string | undefined {
  const [only, ...others] = record.failures;
  const error = only?.error;
  if (!error || others.length > 0 || record.status !== 'failed') return undefined;
  const at = error.location ? `${error.location.file}:${error.location.line}:${error.location.column}` : '';
  return `${error.code}\0${error.message}\0${at}`;
}

/** Prints the records; an error that failed several tests (a load error) in full once, then the tests it failed. */
function printRecords(ctx: CommandContext, records: readonly TestRecord[]): void {
  const byError = new Map<string, TestRecord[]>();
  for (const record of records) {
    const key = errorKey(record);
    if (key !== undefined) byError.set(key, [...(byError.get(key) ?? []), record]);
  }
  for (const record of records) {
    const key = errorKey(record);
    const same = key === undefined ? [] : (byError.get(key) ?? []);
    if (same.length > 1 && same[0] !== record) continue;
    printRecord(ctx, record);
    if (same.length > 1)
      ctx.out(
        `    the same error failed ${same.length - 1} more test${same.length === 2 ? '' : 's'}: ${same
          .slice(1)
          .map((r) => r.file)
          .join(', ')}`,
      );
  }
}

/** `kriegsspiel test [path-or-mod...]`: runs scenario tests across worker threads. */
export async function testCommand(ctx: CommandContext): Promise<number> {
  const workers = workersOption(ctx);
  const timeoutMs = intOption(ctx, 'timeout', DEFAULT_TIMEOUT_MS, 1, 3_600_000);
  const targets = ctx.positionals.length > 0 ? ctx.positionals : [path.join(ctx.root, 'mods')];
  const files = testFiles(ctx, targets);
  const ceilings = ceilingsOption(ctx);
  // A test's own mod folder's siblings are mods too, so `kriegsspiel test path/to/my-mods` needs no --mods.
  const siblings = files
    .map((f) => modRootOf(f.file))
    .filter((d): d is string => d !== undefined)
    .map((d) => path.dirname(d));
  let catalogue: ModCatalogue | undefined;
  const catalogueOnce = () => (catalogue ??= ModCatalogue.read(modFoldersOf(ctx, siblings), { ceilings }));
  const prepared = files.map((f) => prepare(ctx, catalogueOnce, f.file, f.explicit)).filter((p): p is Prepared => p !== undefined);
  // The code of the mods under test is type-checked first, as `kriegsspiel check` does: a type error fails the run
  // (a manifest's `hooks` against the code is `validate`'s to report).
  const typeErrors = ctx.options['skip-check'] ? [] : typeProblemsOf(ctx, modsUnder(files.map((f) => f.file))).filter((p) => p.pointer === undefined);

  const started = performance.now();
  const records: TestRecord[] = new Array<TestRecord>(prepared.length);
  const runnable = prepared.flatMap((p, i) => (p.kind === 'runnable' ? [{ item: p, index: i }] : []));
  prepared.forEach((p, i) => {
    if (p.kind === 'record') records[i] = p.record;
  });
  if (runnable.length > 0) {
    const pool = new WorkerPool(Math.min(workers, runnable.length));
    const progress = progressReporter(ctx.json ? undefined : ctx.status, runnable.length, 'tests');
    let done = 0;
    try {
      await Promise.all(
        runnable.map(async ({ item, index }) => {
          const outcome = await pool.run({ kind: 'test', test: item.doc.value, spec: item.spec, engine: 'sandbox' }, timeoutMs);
          let report: TestReport;
          if (outcome.ok && outcome.result.kind === 'test') {
            report = outcome.result.report;
          } else {
            const why = outcome.ok
              ? 'the worker answered with something else'
              : outcome.reason === 'timeout'
                ? `the test ran out of time (--timeout ${timeoutMs}): ${outcome.message}`
                : `the test could not finish: ${outcome.message}`;
            report = unfinishedReport(item.doc.value, why);
          }
          records[index] = recordOf(ctx, item, report, outcome.ok ? outcome.result.ms : timeoutMs);
          progress.tick(++done);
        }),
      );
    } finally {
      progress.done();
      await pool.close();
    }
  }

  const count = (...statuses: TestReport['status'][]) => records.filter((r) => statuses.includes(r.status)).length;
  const summary = {
    passed: count('passed', 'expected-failure'),
    failed: count('failed', 'unexpected-pass'),
    skipped: count('skipped'),
    expectedFailures: count('expected-failure'),
    unexpectedPasses: count('unexpected-pass'),
    ms: Math.round(performance.now() - started),
  };
  if (ctx.json) {
    ctx.out(JSON.stringify({ ...summary, tests: records, ...(typeErrors.length > 0 ? { typeErrors } : {}) }, null, 2));
  } else {
    for (const p of typeErrors) ctx.out(`${p.file}:${p.line}:${p.column}  type error: ${p.message}`);
    printRecords(ctx, records);
    const notes = [
      summary.expectedFailures > 0 ? `${summary.expectedFailures} expected failure${summary.expectedFailures === 1 ? '' : 's'} counted as passed` : '',
      summary.unexpectedPasses > 0 ? `${summary.unexpectedPasses} unexpected pass${summary.unexpectedPasses === 1 ? '' : 'es'} counted as failed` : '',
    ].filter(Boolean);
    ctx.err(`${records.length} scenario test${records.length === 1 ? '' : 's'} in ${duration(summary.ms)}`);
    ctx.out(
      `${summary.passed} passed, ${summary.failed} failed${summary.skipped > 0 ? `, ${summary.skipped} skipped` : ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`,
    );
  }
  return summary.failed > 0 || typeErrors.length > 0 ? 1 : 0;
}
