import { prepareMod } from '@kriegsspiel/sandbox';
import { rulesSdkSource } from './hosts';
import type { PortableGame } from './portable';
import type { GameSpec } from './scenario';

/**
 * Makes a loaded scenario portable: its rules bundled (esbuild runs here, not where it is
 * played), the SDK, the bundle and the limits. `originOf` says how the reader names each
 * mod's folder (the studio: a workspace path such as `mods/outpost/`); the folders on disk by default.
 * A program that does not bundle rejects with a `LoadError` located in the program's files.
 */
export async function portableGame(spec: GameSpec, originOf: (folder: string) => string = (folder) => folder): Promise<PortableGame> {
  const [mod, sdkSource] = await Promise.all([prepareMod({ files: spec.program.files, entry: spec.program.entry }), rulesSdkSource()]);
  const origins = Object.fromEntries(Object.entries(spec.program.origins).map(([prefix, folder]) => [prefix, originOf(folder)]));
  return {
    scenario: spec.scenario,
    players: [...spec.players],
    mods: [...spec.mods],
    bundle: spec.bundle,
    program: { id: spec.program.id, key: spec.program.key, limits: spec.program.limits, mod, origins },
    sdkSource,
    ...(spec.maxActions !== undefined ? { maxActions: spec.maxActions } : {}),
  };
}
