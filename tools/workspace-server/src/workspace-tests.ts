// Scenario tests made ready to run in the studio. The server reads each test file and loads
// its game as `kriegsspiel test` does (the runner's `prepareTestFile`), bundles each distinct
// program once and hands the tests over (`portableTests`); the page runs them in Web
// Workers. Every file the answer names is a workspace path, so a failure opens the test or
// the mod's file at its line.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocatedFailure, PortableTests, TestRecord } from '@kriegsspiel/engine';
import {
  filesUnder,
  isScenarioTestName,
  ModCatalogue,
  portableTests,
  prepareTestFile,
  type LimitCeilings,
  type PortableProgram,
  type PreparedTestFile,
} from '@kriegsspiel/runner';
import type { ListedTest } from './api';
import type { WorkspaceRoots } from './workspace-roots';

export type { ListedTest } from './api';

/** The folder of the mod a file belongs to: the nearest folder above it with a `mod.json`, inside `top`. */
function modFolderOf(file: string, top: string): string | undefined {
  let dir = path.dirname(file);
  while (dir === top || dir.startsWith(top + path.sep)) {
    if (existsSync(path.join(dir, 'mod.json'))) return dir;
    if (dir === top) break;
    dir = path.dirname(dir);
  }
  return undefined;
}

export class WorkspaceTests {
  /** `ceilings`: the most a mod's manifest may ask for (the server's `--max-memory-mb` …); the sandbox's defaults otherwise. */
  constructor(
    private readonly roots: WorkspaceRoots,
    private readonly ceilings?: LimitCeilings,
  ) {}

  /** Every `*.test.json` in the workspace, or under one mod's folder (a workspace path), in a stable order. */
  async list(mod?: string): Promise<ListedTest[]> {
    const whole = this.roots.roots.filter((r) => mod === undefined || r.name === mod).map((r) => ({ dir: r.dir, top: r.dir, exists: true }));
    const places =
      mod !== undefined && whole.length === 0 ? [await this.roots.resolve(mod)].map((r) => ({ dir: r.file, top: r.root.dir, exists: r.exists })) : whole;
    const tests: ListedTest[] = [];
    for (const place of places) {
      if (!place.exists) continue;
      for (const file of filesUnder(place.dir, isScenarioTestName)) {
        let name = path.basename(file);
        let rule: string | undefined;
        try {
          const value = JSON.parse(await readFile(file, 'utf8')) as { name?: unknown; rule?: unknown };
          if (typeof value.name === 'string') name = value.name;
          if (typeof value.rule === 'string') rule = value.rule;
        } catch {
          // Not JSON: preparing it says where.
        }
        const folder = modFolderOf(file, place.top) ?? path.dirname(file);
        tests.push({ path: this.roots.workspacePathOf(file), name, mod: this.roots.workspacePathOf(folder), ...(rule !== undefined ? { rule } : {}) });
      }
    }
    return tests;
  }

  /**
   * Reads the test files (workspace paths) and the mods as they are on disk now (edits saved
   * in the studio count at once) and makes the tests ready to run, or says, at the line,
   * why one cannot run. A path outside the workspace is refused (`PathRefused`).
   */
  async prepare(paths: readonly string[]): Promise<PortableTests<PortableProgram>> {
    let catalogue: ModCatalogue | undefined;
    const catalogueOnce = () =>
      (catalogue ??= ModCatalogue.read(
        this.roots.roots.map((r) => r.dir),
        { ceilings: this.ceilings ?? {} },
      ));
    const prepared: PreparedTestFile[] = [];
    for (const requested of paths) {
      const { file, exists } = await this.roots.resolve(requested);
      const name = path.basename(file);
      if (!exists) {
        prepared.push({
          kind: 'record',
          file: requested,
          name,
          record: {
            file: requested,
            name,
            status: 'failed',
            failures: [{ file: requested, line: 1, column: 1, pointer: '', message: `there is no file ${requested}` }],
          },
        });
        continue;
      }
      const item = prepareTestFile({ file: requested, text: await readFile(file, 'utf8') }, catalogueOnce, {
        fileName: (other) => this.roots.workspacePathOf(other),
      });
      if (item.kind === 'other-document') {
        prepared.push({
          kind: 'record',
          file: requested,
          name,
          record: {
            file: requested,
            name,
            status: 'failed',
            failures: [
              { file: requested, line: 1, column: 1, pointer: '/$schema', message: 'this is not a scenario test: its `$schema` names another format' },
            ],
          },
        });
      } else if (item.kind === 'record') {
        prepared.push({ ...item, record: this.inWorkspaceTerms(item.record) });
      } else {
        prepared.push(item);
      }
    }
    const answer = await portableTests(prepared, (folder) => this.roots.workspacePathOf(folder));
    return { ...answer, tests: answer.tests.map((t) => ('record' in t ? { ...t, record: this.inWorkspaceTerms(t.record) } : t)) };
  }

  /** A record whose messages and files name the workspace's paths, not the disk's. */
  private inWorkspaceTerms(record: TestRecord): TestRecord {
    const failure = (f: LocatedFailure): LocatedFailure => ({
      ...f,
      message: this.roots.inWorkspaceTerms(f.message),
      ...(f.error
        ? {
            error: {
              ...f.error,
              message: this.roots.inWorkspaceTerms(f.error.message),
              ...(f.error.file !== undefined ? { file: this.roots.workspacePathOf(f.error.file) } : {}),
              ...(f.error.location ? { location: { ...f.error.location, file: this.roots.workspacePathOf(f.error.location.file) } } : {}),
            },
          }
        : {}),
    });
    return { ...record, ...(record.note !== undefined ? { note: this.roots.inWorkspaceTerms(record.note) } : {}), failures: record.failures.map(failure) };
  }
}
