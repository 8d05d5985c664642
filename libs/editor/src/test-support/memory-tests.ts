// Scenario tests held in memory, for stories and component tests that have no server: the
// test files as text, prepared in the page as the workspace server prepares them, on games
// given by the caller (the demo rules' games of mods/, which run natively).
import { problemFailure, type PortableTests, type PreparedTest } from '@kriegsspiel/engine';
import { readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import type { PortableGame, PortableProgram } from '@kriegsspiel/runner/portable';
import type { ListedTest, TestSource } from '../rules/test-source';
import { demoGame } from './demo-game';

/** A test file: its workspace path, its mod's folder and its text. */
export interface MemoryTestFile {
  readonly path: string;
  readonly mod: string;
  readonly text: string;
}

export class MemoryTestSource implements TestSource {
  readonly files = new Map<string, MemoryTestFile>();
  /** The paths of each `prepareTests` call, for tests. */
  readonly prepared: string[][] = [];

  constructor(
    files: readonly MemoryTestFile[],
    private readonly gameOf: (scenario: string) => PortableGame = demoGame,
  ) {
    for (const f of files) this.files.set(f.path, f);
  }

  /** Changes a test file, as saving it in the studio would. */
  save(path: string, text: string): void {
    const old = this.files.get(path);
    this.files.set(path, { path, mod: old?.mod ?? path.split('/').slice(0, 2).join('/'), text });
  }

  async listTests(mod?: string): Promise<ListedTest[]> {
    return [...this.files.values()]
      .filter((f) => mod === undefined || f.mod === mod)
      .map((f) => {
        let value: { name?: unknown; rule?: unknown } = {};
        try {
          value = JSON.parse(f.text) as typeof value;
        } catch {
          // Listed by its file name.
        }
        return {
          path: f.path,
          name: typeof value.name === 'string' ? value.name : (f.path.split('/').pop() ?? f.path),
          mod: f.mod,
          ...(typeof value.rule === 'string' ? { rule: value.rule } : {}),
        };
      });
  }

  async prepareTests(paths: readonly string[]): Promise<PortableTests<PortableProgram>> {
    this.prepared.push([...paths]);
    const answer: PortableTests<PortableProgram> = { sdkSource: '', programs: {}, documents: {}, tests: [] };
    for (const path of paths) answer.tests.push(this.prepare(path, answer));
    return answer;
  }

  private prepare(file: string, answer: PortableTests<PortableProgram>): PreparedTest {
    const name = file.split('/').pop() ?? file;
    const text = this.files.get(file)?.text;
    if (text === undefined)
      return {
        file,
        name,
        record: { file, name, status: 'failed', failures: [{ file, line: 1, column: 1, pointer: '', message: `there is no file ${file}` }] },
      };
    const read = readDocument({ file, text });
    if (!read.doc || read.doc.kind !== 'scenario-test')
      return { file, name, record: { file, name, status: 'failed', failures: read.problems.filter((p) => p.severity === 'error').map(problemFailure) } };
    const test = (read.doc as LoadedDocument<'scenario-test'>).value;
    let game: PortableGame;
    try {
      game = this.gameOf(test.scenario ?? test.setup?.base ?? '');
    } catch (error) {
      const { line, column } = read.doc.source.locate('/scenario');
      return {
        file,
        name: test.name,
        record: {
          file,
          name: test.name,
          status: 'failed',
          failures: [{ file, line, column, pointer: '/scenario', message: `the game cannot be loaded: ${(error as Error).message}` }],
        },
      };
    }
    const { program, sdkSource, bundle: whole, ...rest } = game;
    answer.programs[program.key] = program;
    answer.sdkSource = sdkSource;
    // The documents by their ids, as the server sends them by digest.
    const ref = (kind: string, value: object) => {
      const key = `${kind}:${(value as { id?: string }).id ?? ''}`;
      answer.documents[key] = value;
      return key;
    };
    const setup = test.setup?.placements ?? whole.scenario.setup;
    const bundle = {
      scenario: ref('scenario', 'setup' in whole.scenario ? { ...whole.scenario, setup: null } : whole.scenario),
      ...(setup !== undefined ? { setup } : {}),
      map: ref('map', whole.map),
      oob: ref('oob', whole.oob),
      manifest: ref('manifest', whole.manifest),
      options: whole.options,
    };
    return {
      file,
      name: test.name,
      test: { file, name: test.name, text, game: { ...rest, bundle, program: program.key } },
    };
  }
}

const testText = (value: Record<string, unknown>) => `${JSON.stringify({ $schema: '../../../schemas/scenario-test.schema.json', ...value }, null, 2)}\n`;

/** Tests of the demo rules on the Hundred Days campaign: two that pass, one that fails with differences, one that fails as expected, one that is not JSON. */
export function demoTests(): MemoryTestSource {
  const mod = 'mods/hundred-days-arclight';
  const scenario = 'hundred-days-campaign';
  return new MemoryTestSource([
    {
      path: `${mod}/tests/demo-start.test.json`,
      mod,
      text: testText({
        name: 'Nothing is played before the first turn',
        rule: '2-5',
        scenario,
        steps: [{ expect: [{ message: 'no action yet', path: '/played', equals: 0 }] }],
      }),
    },
    {
      path: `${mod}/tests/demo-turns.test.json`,
      mod,
      text: testText({
        name: 'The Allies pass, then it is the French turn',
        rule: '2-5',
        scenario,
        steps: [{ role: 'allied', action: { type: 'pass' }, expect: [{ message: 'the French play next', path: '/turn', equals: 'french' }] }],
      }),
    },
    {
      path: `${mod}/tests/demo-order.test.json`,
      mod,
      text: testText({
        name: 'The French play first (wrong on purpose)',
        rule: '2-5',
        scenario,
        steps: [{ expect: [{ message: 'the order of play', path: '/order', equals: ['french', 'allied'] }] }],
      }),
    },
    {
      path: `${mod}/tests/demo-expected.test.json`,
      mod,
      text: testText({
        name: 'Sixteen actions at the start (not yet)',
        scenario,
        expectedFailure: 'the demo starts from nothing',
        steps: [{ expect: [{ message: 'sixteen played', path: '/played', equals: 16 }] }],
      }),
    },
    { path: `${mod}/tests/demo-broken.test.json`, mod, text: '{\n  "name": "half a test",\n' },
  ]);
}
