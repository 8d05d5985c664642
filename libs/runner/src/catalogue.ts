import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { kindFromSchemaRef, readDocument, type DocumentTypes, type JsonSource } from '@kriegsspiel/formats';
import { DEFAULT_CEILINGS, type LimitCeilings } from '@kriegsspiel/sandbox';
import { ModLoadError } from './errors';
import { filesUnder, isScenarioTestName } from './files';

/** The kinds of document a game or a campaign is built from (scenario tests are read on their own). */
export type CatalogueKind = 'mod' | 'scenario' | 'map' | 'oob' | 'campaign';

/** A valid document found in a mod folder. */
export interface CatalogueEntry<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  id: string;
  value: DocumentTypes[K];
  /** Absolute path of the file. */
  file: string;
  source: JsonSource;
}

/** A mod: its manifest and the folder that holds it. */
export interface ModEntry extends CatalogueEntry<'mod'> {
  folder: string;
}

const kindNames: Record<CatalogueKind, string> = { mod: 'mod', scenario: 'scenario', map: 'map', oob: 'order of battle', campaign: 'campaign' };

/**
 * The mods, scenarios, maps, orders of battle and campaigns of some mod folders, by id. Folders are
 * read in order and a later one wins: a mod in a `--mods` folder replaces one of the
 * same id in `mods/`. Documents that fail their schema are kept aside, so asking for one
 * says that it is broken rather than that it is missing.
 */
export class ModCatalogue {
  private constructor(
    /** The folders read, absolute, in order. */
    readonly folders: readonly string[],
    private readonly entries: ReadonlyMap<string, CatalogueEntry>,
    private readonly broken: ReadonlyMap<string, string>,
    /** JSON files that name no known format (`unknown-format`), by their `id`: a corrupted `$schema` hides a document. */
    private readonly unrecognised: ReadonlyMap<string, { file: string; message: string; pointer: string }> = new Map(),
    /** The user's ceilings on what a mod's manifest may ask for (`limits`): every program built from this catalogue is checked against them. */
    readonly ceilings: LimitCeilings = DEFAULT_CEILINGS,
  ) {}

  /** Reads every document below the folders (those that do not exist are skipped); `ceilings` are the user's (the sandbox's defaults otherwise). */
  static read(folders: readonly string[], options: { ceilings?: LimitCeilings } = {}): ModCatalogue {
    const unique = [...new Set(folders.map((f) => path.resolve(f)))].filter((f) => existsSync(f));
    const entries = new Map<string, CatalogueEntry>();
    const broken = new Map<string, string>();
    const unrecognised = new Map<string, { file: string; message: string; pointer: string }>();
    for (const folder of unique) {
      for (const file of filesUnder(folder, (name) => name.endsWith('.json') && !isScenarioTestName(name))) {
        const result = readDocument({ file, text: readFileSync(file, 'utf8') });
        if (!result.isDocument) {
          const id = parseQuietly(file)?.id;
          const problem = result.problems.find((p) => p.code === 'unknown-format');
          if (typeof id === 'string' && problem) unrecognised.set(id, { file, message: problem.message, pointer: problem.pointer });
          continue;
        }
        const doc = result.doc;
        if (doc) {
          if (doc.kind === 'scenario-test') continue;
          const id = (doc.value as { id: string }).id;
          const key = `${doc.kind}:${id}`;
          const entry = { kind: doc.kind, id, value: doc.value, file, source: doc.source } as CatalogueEntry;
          entries.set(key, doc.kind === 'mod' ? ({ ...entry, folder: path.dirname(file) } as ModEntry) : entry);
          broken.delete(key);
        } else {
          const raw = parseQuietly(file);
          const kind = kindFromSchemaRef(raw?.$schema);
          if (kind && typeof raw?.id === 'string') broken.set(`${kind}:${raw.id}`, file);
        }
      }
    }
    return new ModCatalogue(unique, entries, broken, unrecognised, { ...DEFAULT_CEILINGS, ...options.ceilings });
  }

  /** The document of a kind and id, if there is a valid one. */
  find<K extends CatalogueKind>(kind: K, id: string): (K extends 'mod' ? ModEntry : CatalogueEntry<K>) | undefined {
    return this.entries.get(`${kind}:${id}`) as (K extends 'mod' ? ModEntry : CatalogueEntry<K>) | undefined;
  }

  /** The document of a kind and id; throws a {@link ModLoadError} saying where it was looked for. */
  get<K extends CatalogueKind>(kind: K, id: string): K extends 'mod' ? ModEntry : CatalogueEntry<K> {
    const found = this.find(kind, id);
    if (found) return found;
    const brokenFile = this.broken.get(`${kind}:${id}`);
    if (brokenFile) {
      throw new ModLoadError(
        'invalid-document',
        `the ${kindNames[kind]} \`${id}\` in ${brokenFile} does not pass its schema; run \`kriegsspiel validate ${brokenFile}\` to see why`,
        { file: brokenFile },
      );
    }
    const hidden = this.unrecognised.get(id);
    if (hidden) {
      throw new ModLoadError('invalid-document', `no ${kindNames[kind]} has the id \`${id}\`, but ${hidden.file} does and is skipped: ${hidden.message}`, {
        file: hidden.file,
        pointer: hidden.pointer,
      });
    }
    const known = this.ids(kind);
    const list =
      known.length === 0
        ? 'there are none'
        : known.length <= 12
          ? `they are ${known.join(', ')}`
          : `there are ${known.length}, such as ${known.slice(0, 8).join(', ')}`;
    throw new ModLoadError(
      'not-found',
      `no ${kindNames[kind]} has the id \`${id}\` in ${this.folders.join(', ') || '(no mod folders)'}; ${list}. Add the folder that holds it with --mods <dir>`,
    );
  }

  /** The ids of every valid document of a kind, sorted. */
  ids(kind: CatalogueKind): string[] {
    return [...this.entries.values()]
      .filter((e) => e.kind === kind)
      .map((e) => e.id)
      .sort();
  }
}

/** The raw JSON of a file that failed its schema, for its `$schema` and `id`. */
function parseQuietly(file: string): { $schema?: unknown; id?: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value !== null && typeof value === 'object' ? (value as { $schema?: unknown; id?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
