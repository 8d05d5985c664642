// Scenario-test files on the Node side: a test file read and its game loaded from the
// mods' catalogue (or a record of why it cannot run), and tests made portable for a page.
// The command line's `kriegsspiel test` and the studio's server prepare tests the same way;
// the engine's `runScenarioTest` runs them, in worker threads or in Web Workers.
import { createHash } from 'node:crypto';
import {
  locateFailure,
  problemFailure,
  recordOfReport,
  runScenarioTest,
  type PortableTestBundle,
  type PortableTests,
  type PreparedTest,
  type RulesFailure,
  type TestRecord,
} from '@kriegsspiel/engine';
import { readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { prepareMod, type PreparedMod } from '@kriegsspiel/sandbox';
import type { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import { rulesSdkSource } from './hosts';
import type { PortableProgram } from './portable';
import type { GuestProgram } from './program';
import { loadCampaignTest } from './campaign';
import { loadScenarioTest, type TestSpec } from './scenario';

/** A test file read: not a scenario test at all, one that cannot run (with the record saying why), or one ready to run. */
export type PreparedTestFile =
  | { kind: 'other-document'; file: string }
  | { kind: 'record'; file: string; name: string; record: TestRecord }
  | { kind: 'runnable'; file: string; name: string; doc: LoadedDocument<'scenario-test'>; spec: TestSpec };

export interface PrepareTestOptions {
  /** How a document of the mods named in a load error is named for the reader (relative to the working folder, a workspace path); as on disk by default. */
  fileName?: (file: string) => string;
}

/**
 * Reads a test file (`file` as the reader names it) and loads its game. A file that is not
 * JSON or not a valid scenario test fails with its problems at their lines; a game that
 * cannot be loaded fails at the test's scenario (or the document at fault is named); rules
 * not written yet (`no-rules-code`) skip the test. The catalogue is only read when needed.
 */
export function prepareTestFile(source: { file: string; text: string }, catalogue: () => ModCatalogue, options: PrepareTestOptions = {}): PreparedTestFile {
  const { file } = source;
  const read = readDocument(source);
  const fileName = file.split(/[\\/]/).pop() ?? file;
  if (read.problems.some((p) => p.code === 'not-json'))
    return { kind: 'record', file, name: fileName, record: { file, name: fileName, status: 'failed', failures: read.problems.map(problemFailure) } };
  if (!read.isDocument || (read.doc && read.doc.kind !== 'scenario-test')) return { kind: 'other-document', file };
  if (!read.doc) {
    const errors = read.problems.filter((p) => p.severity === 'error');
    return { kind: 'record', file, name: fileName, record: { file, name: fileName, status: 'failed', failures: errors.map(problemFailure) } };
  }
  const doc = read.doc as LoadedDocument<'scenario-test'>;
  const test = doc.value;
  try {
    return {
      kind: 'runnable',
      file,
      name: test.name,
      doc,
      spec: test.campaign !== undefined ? loadCampaignTest(catalogue(), test) : loadScenarioTest(catalogue(), test),
    };
  } catch (cause) {
    if (!(cause instanceof ModLoadError)) throw cause;
    if (cause.code === 'no-rules-code')
      return { kind: 'record', file, name: test.name, record: { file, name: test.name, status: 'skipped', note: cause.message, failures: [] } };
    const where =
      cause.where.file !== undefined ? { ...cause.where, file: options.fileName ? options.fileName(cause.where.file) : cause.where.file } : cause.where;
    const elsewhere = where.file !== undefined ? ` (${where.file})` : '';
    const pointer =
      cause.where.file === undefined
        ? (cause.where.pointer ?? '')
        : test.campaign !== undefined
          ? '/campaign'
          : test.scenario !== undefined
            ? '/scenario'
            : '/setup/base';
    const error: RulesFailure = { code: cause.code, message: cause.message, ...cause.where };
    return {
      kind: 'record',
      file,
      name: test.name,
      record: {
        file,
        name: test.name,
        status: 'failed',
        failures: [locateFailure(doc, file, { pointer, message: `the game cannot be loaded${elsewhere}: ${cause.message}`, error })],
      },
    };
  }
}

/** Bundled programs by key: a key is a digest of the files and limits, so a bundle stays right as long as it is kept. */
const bundles = new Map<string, Promise<PreparedMod>>();
const bundlesKept = 16;

function bundleOf(program: GuestProgram): Promise<PreparedMod> {
  let bundle = bundles.get(program.key);
  if (bundle) {
    // Most recently used last.
    bundles.delete(program.key);
  } else {
    bundle = prepareMod({ files: program.files, entry: program.entry });
    bundle.catch(() => bundles.delete(program.key));
  }
  bundles.set(program.key, bundle);
  while (bundles.size > bundlesKept) bundles.delete(bundles.keys().next().value as string);
  return bundle;
}

/** A bundle whose documents are in `documents`, by a digest of their JSON; the set-up apart, so that tests with their own set-up share the scenario. */
function bundleByReference(bundle: ScenarioBundle, documents: Record<string, unknown>): PortableTestBundle {
  const ref = (value: unknown) => {
    const key = createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 24);
    documents[key] ??= value;
    return key;
  };
  const { scenario } = bundle;
  // The key stays where it was, so the scenario is put back together in the same order.
  const shared = 'setup' in scenario ? { ...scenario, setup: null } : scenario;
  return {
    scenario: ref(shared),
    ...(scenario.setup !== undefined ? { setup: scenario.setup } : {}),
    map: ref(bundle.map),
    oob: ref(bundle.oob),
    manifest: ref(bundle.manifest),
    options: bundle.options,
  };
}

/**
 * Makes prepared test files portable (see `portableGame`): each distinct program is bundled
 * once (by key, and kept for later calls), it and each document and the SDK are sent once, and each runnable test
 * names its program. A program that does not bundle fails its tests as running them would
 * ("the rules could not be loaded", at the test's scenario), with the mod's file and line.
 * `originOf` names each mod's folder for the reader (a workspace path in the studio). Files
 * that are not scenario tests are left out.
 */
export async function portableTests(
  files: readonly PreparedTestFile[],
  originOf: (folder: string) => string = (folder) => folder,
): Promise<PortableTests<PortableProgram>> {
  const programs: Record<string, PortableProgram> = {};
  const documents: Record<string, unknown> = {};
  const tests: PreparedTest[] = [];
  for (const item of files) {
    if (item.kind === 'other-document') continue;
    if (item.kind === 'record') {
      tests.push({ file: item.file, name: item.name, record: item.record });
      continue;
    }
    const { spec, doc, file } = item;
    const program = spec.game.program;
    const origins = Object.fromEntries(Object.entries(program.origins).map(([prefix, folder]) => [prefix, originOf(folder)]));
    let mod: PreparedMod;
    try {
      mod = await bundleOf(program);
    } catch (cause) {
      const report = await runScenarioTest(doc.value, { bundle: spec.game.bundle, host: Promise.reject(cause), origins });
      // esbuild's message names the program's files (`mods/<mod id>/src/…`): name the reader's.
      for (const failure of report.failures)
        for (const [prefix, folder] of Object.entries(origins)) failure.message = failure.message.split(prefix).join(folder);
      tests.push({ file, name: item.name, record: recordOfReport(doc, file, report) });
      continue;
    }
    programs[program.key] ??= { id: program.id, key: program.key, limits: program.limits, mod, origins };
    const { scenario, players, mods, bundle } = spec.game;
    tests.push({
      file,
      name: item.name,
      test: {
        file,
        name: item.name,
        text: doc.source.text,
        game: { scenario, players: [...players], mods: [...mods], bundle: bundleByReference(bundle, documents), program: program.key },
        ...(spec.campaign
          ? {
              campaign: {
                document: spec.campaign.campaign,
                battles: Object.fromEntries(Object.entries(spec.campaign.battles).map(([id, game]) => [id, bundleByReference(game.bundle, documents)])),
              },
            }
          : {}),
      },
    });
  }
  return { sdkSource: Object.keys(programs).length > 0 ? await rulesSdkSource() : '', programs, documents, tests };
}
