// The workspace's mods as the studio offers them: their manifests (as edited, from the
// store), the rulesets a new house rule may extend, the house rules and content mods a
// playtest may add, and the folders a recorded test may go to. Pure derivations of the
// documents and the listing; the shell hands them to its dialogs and panels.
import type { ModManifest, ScenarioDocument } from '@kriegsspiel/formats';
import type { DocumentStore } from '../store/document-store';
import type { WorkspaceListing } from '../workspace';

/** A mod of the workspace: its folder and its manifest as it stands in the store. */
export interface WorkspaceMod {
  readonly folder: string;
  readonly manifest: Partial<ModManifest>;
}

/** A ruleset a new house rule may extend. */
export interface RulesetChoice {
  readonly manifest: Pick<ModManifest, 'id' | 'name' | 'version' | 'hooks'>;
  /** Its folder (`mods/hundred-days-arclight`): the new mod goes beside it. */
  readonly folder: string;
  /** Id of a scenario played by the ruleset (one in its folder first), for the new mod's first test. */
  readonly scenario?: string;
}

/** A mod folder a recorded test may be written to. */
export interface TestDestination {
  /** The mod's folder, as a workspace path (`mods/hundred-days-arclight`). */
  readonly folder: string;
  readonly label: string;
  /** `$schema` of the tests there (from a test already in the folder). */
  readonly schema?: string;
  /** File names already in its `tests/` folder. */
  readonly taken: readonly string[];
}

/** The manifests of the listing's mods that the store holds, with their folders. */
export function workspaceMods(store: DocumentStore, listing: WorkspaceListing | undefined): WorkspaceMod[] {
  return (listing?.mods ?? []).flatMap((m) => {
    const doc = store.get(`${m.folder}/mod.json`);
    // A manifest that does not parse (saved so on purpose) is a mod with nothing known of it yet.
    const manifest = doc?.value !== null && typeof doc?.value === 'object' && !Array.isArray(doc.value) ? (doc.value as Partial<ModManifest>) : {};
    return doc ? [{ folder: m.folder, manifest }] : [];
  });
}

/** The ids the mods use (a new mod must take another). */
export function modIds(mods: readonly WorkspaceMod[]): Set<string> {
  return new Set(mods.map((m) => m.manifest.id).filter((id): id is string => typeof id === 'string'));
}

/** The rulesets, for a new house rule; with the store, each with a scenario it plays. */
export function rulesetChoices(mods: readonly WorkspaceMod[], store?: DocumentStore): RulesetChoice[] {
  const scenarios = (store?.all() ?? [])
    .filter((d) => d.kind === 'scenario')
    .map((d) => ({ path: d.path, value: d.value as Partial<ScenarioDocument> }))
    .filter((s) => typeof s.value.id === 'string');
  const scenarioOf = (id: string, folder: string) => {
    const played = scenarios.filter((s) => s.value.ruleset?.mod === id);
    return (played.find((s) => s.path.startsWith(`${folder}/`)) ?? played[0])?.value.id;
  };
  return mods
    .filter(({ manifest }) => manifest.kind === 'ruleset' && typeof manifest.id === 'string')
    .map(({ folder, manifest }) => ({
      folder,
      ...(scenarioOf(manifest.id as string, folder) ? { scenario: scenarioOf(manifest.id as string, folder) } : {}),
      manifest: {
        id: manifest.id as string,
        name: manifest.name ?? (manifest.id as string),
        version: manifest.version ?? '0.1.0',
        ...(manifest.hooks ? { hooks: manifest.hooks } : {}),
      },
    }));
}

/** House rules and content mods, which a playtest may add to its scenario. */
export function houseRuleChoices(mods: readonly WorkspaceMod[]): { id: string; name: string }[] {
  return mods
    .filter(({ manifest }) => typeof manifest.id === 'string' && (manifest.kind === 'house-rule' || manifest.kind === 'content'))
    .map(({ manifest }) => ({ id: manifest.id as string, name: manifest.name ?? (manifest.id as string) }));
}

/** Mod folders a recorded test can go to: the given scenario's mod first, then rulesets, then the rest, each by name. */
export function testDestinations(store: DocumentStore, listing: WorkspaceListing | undefined, scenario: string | undefined): TestDestination[] {
  const files = listing?.files ?? [];
  const scenarioPath = store.all().find((d) => d.kind === 'scenario' && (d.value as ScenarioDocument).id === scenario)?.path;
  const rank = (folder: string, kind: unknown) => (scenarioPath?.startsWith(folder + '/') ? 0 : kind === 'ruleset' ? 1 : 2);
  return workspaceMods(store, listing)
    .map(({ folder, manifest }) => {
      const tests = files.filter((f) => f.startsWith(`${folder}/tests/`) && f.endsWith('.test.json'));
      const schema = tests.map((f) => (store.get(f)?.value as { $schema?: unknown } | undefined)?.$schema).find((v): v is string => typeof v === 'string');
      return {
        folder,
        label: manifest.name ?? manifest.id ?? folder,
        taken: tests.map((f) => f.slice(f.lastIndexOf('/') + 1)),
        ...(schema ? { schema } : {}),
        rank: rank(folder, manifest.kind),
      };
    })
    .sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label))
    .map(({ rank: _rank, ...destination }) => destination);
}

/** The listing with a new file in it (and among its mod's documents when it is JSON); unchanged when it is there. */
export function listingWithFile(listing: WorkspaceListing, path: string): WorkspaceListing {
  if (listing.files.includes(path)) return listing;
  return {
    ...listing,
    files: [...listing.files, path].sort(),
    mods: listing.mods.map((m) => (path.startsWith(m.folder + '/') && path.endsWith('.json') ? { ...m, documents: [...m.documents, path].sort() } : m)),
  };
}
