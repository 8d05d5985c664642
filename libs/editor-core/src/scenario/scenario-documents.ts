// The workspace's scenarios as the studio offers them (to play, to balance), and a scenario
// with the documents it is played on, found in the store by id: what the studio opens first
// (the scenario, its map and its order of battle).
import type { ModManifest, ScenarioDocument } from '@kriegsspiel/formats';
import type { DocumentStore } from '../store/document-store';

/** Paths of a scenario's document, and of its map and order of battle when the store has them. */
export interface ScenarioDocuments {
  readonly scenario: string;
  readonly map?: string;
  readonly oob?: string;
}

/** The path of the first document of `kind` whose `id` is `id`. */
function pathById(store: DocumentStore, kind: string, id: string | undefined): string | undefined {
  return id === undefined ? undefined : store.all().find((d) => d.kind === kind && (d.value as { id?: unknown }).id === id)?.path;
}

/** The scenario with this id and the map and order of battle it names; undefined when there is no such scenario. */
export function scenarioDocuments(store: DocumentStore, id: string): ScenarioDocuments | undefined {
  const scenario = pathById(store, 'scenario', id);
  if (!scenario) return undefined;
  const s = store.require(scenario).value as Partial<ScenarioDocument>;
  const map = pathById(store, 'map', s.map);
  const oob = pathById(store, 'oob', s.oob);
  return { scenario, ...(map ? { map } : {}), ...(oob ? { oob } : {}) };
}

/** A scenario a panel may play: its id, name and roles in order. */
export interface ScenarioChoice {
  readonly id: string;
  readonly name: string;
  /** Its roles, in order. */
  readonly players: readonly string[];
  /** True when its ruleset has no rules code yet (no `entry`, or no such file): it can be played only in free play. */
  readonly noRules?: true;
  /** The folder of its mod (the scenario file's folder, less a last `scenarios`): where its free-play games are saved. */
  readonly folder?: string;
}

/** The mod folder of a scenario file: its folder, less a last `/scenarios`. */
function modFolderOf(path: string): string {
  const dir = path.slice(0, Math.max(0, path.lastIndexOf('/')));
  return dir.endsWith('/scenarios') ? dir.slice(0, -'/scenarios'.length) : dir;
}

/** True when the store has the mod `id` and it names no rules module, or (when `files` lists the workspace) one that is not there. */
function hasNoRules(store: DocumentStore, id: string | undefined, files: readonly string[] | undefined): boolean {
  const mod = store.all().find((d) => d.kind === 'mod' && (d.value as { id?: unknown }).id === id);
  if (!mod) return false;
  const entry = (mod.value as Partial<ModManifest>).entry;
  if (typeof entry !== 'string') return true;
  const folder = mod.path.slice(0, mod.path.lastIndexOf('/') + 1);
  // A listing of documents only (no code at all) cannot tell a missing module.
  const listsCode = files?.some((f) => !f.endsWith('.json')) === true;
  return listsCode && !files?.includes(folder + entry.replace(/^(\.\/)+/, ''));
}

/** Every scenario in the store that has an id, by name; `files` (the workspace's paths) tells rules code not written yet. */
export function scenarioChoices(store: DocumentStore, files?: readonly string[]): ScenarioChoice[] {
  return store
    .all()
    .filter((d) => d.kind === 'scenario')
    .map((d) => ({ s: d.value as Partial<ScenarioDocument>, path: d.path }))
    .filter((d): d is { s: ScenarioDocument; path: string } => typeof d.s.id === 'string')
    .map(({ s, path }) => ({
      id: s.id,
      name: s.name ?? s.id,
      players: (s.players ?? []).map((p) => p.id),
      ...(hasNoRules(store, s.ruleset?.mod, files) ? { noRules: true as const } : {}),
      folder: modFolderOf(path),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
