import { createHash } from 'node:crypto';
import { recordOfReport, runScenarioTest, type PortableTestBundle, type PortableTests, type PreparedTest } from '@kriegsspiel/engine';
import type { ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { prepareMod, type PreparedMod } from '@kriegsspiel/sandbox';
import { rulesSdkSource } from './hosts';
import type { PortableProgram } from './portable';
import type { PreparedTestFile } from './test-file';
import type { GuestProgram } from './program';

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
export async function portableTests(files: readonly PreparedTestFile[], originOf: (folder: string) => string = (folder) => folder): Promise<PortableTests<PortableProgram>> {
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
      for (const failure of report.failures) for (const [prefix, folder] of Object.entries(origins)) failure.message = failure.message.split(prefix).join(folder);
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
      },
    });
  }
  return { sdkSource: Object.keys(programs).length > 0 ? await rulesSdkSource() : '', programs, documents, tests };
}
