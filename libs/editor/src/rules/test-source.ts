// Where the studio gets scenario tests to run: the workspace server lists the `*.test.json`
// files and prepares them (their games loaded, each program bundled once), and the page
// runs them in Web Workers (see `test-runner.ts`).
import type { PortableTests } from '@kriegsspiel/engine';
import type { PortableProgram } from '@kriegsspiel/runner/portable';
import type { ListedTest } from '@kriegsspiel/workspace-server/api';

/** A scenario test of the workspace (the workspace API's `GET /api/tests`). */
export type { ListedTest } from '@kriegsspiel/workspace-server/api';

/** Tests ready to run, or the records of why they cannot: the answer of `POST /api/tests/prepare`. */
export type PreparedTests = PortableTests<PortableProgram>;

/** Lists and prepares scenario tests (the workspace server's `/api/tests`). */
export interface TestSource {
  /** Every test of the workspace, or of one mod's folder (a workspace path). */
  listTests(mod?: string): Promise<ListedTest[]>;
  /** The tests of these files ready to run, from the files as they are saved now. */
  prepareTests(paths: readonly string[]): Promise<PreparedTests>;
}

/** Whether a workspace (or anything) can also give tests. */
export function isTestSource(value: unknown): value is TestSource {
  return typeof (value as Partial<TestSource> | undefined)?.listTests === 'function' && typeof (value as Partial<TestSource>).prepareTests === 'function';
}
