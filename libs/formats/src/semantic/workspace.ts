import type { DocumentKind, DocumentTypes } from '../kinds';
import type { JsonSource } from '../json-source';
import type { UnlocatedProblem } from '../problem';

/** A document read from a file, with its kind, value and source positions. */
export interface LoadedDocument<K extends DocumentKind = DocumentKind> {
  kind: K;
  /** The file's path as the caller names it (relative paths read best in messages). */
  file: string;
  value: DocumentTypes[K];
  source: JsonSource;
  /** Id of the mod whose folder holds the document, if any. */
  mod?: string;
}

/** The documents of one kind, typed as such. */
export function documentsOfKind<K extends DocumentKind>(docs: readonly LoadedDocument[], kind: K): LoadedDocument<K>[] {
  return docs.filter((d): d is LoadedDocument<K> => d.kind === kind);
}

/** What the host can tell the checks about files that are not documents (a mod's entry module). */
export interface HostFacts {
  /** True when a path (resolved against the manifest's folder by the host) exists. */
  exists?(fromFile: string, relativePath: string): boolean;
}

/** Collects problems per document while the checks run. */
export class ProblemSink {
  readonly byDocument = new Map<LoadedDocument, UnlocatedProblem[]>();

  add(doc: LoadedDocument, problem: UnlocatedProblem): void {
    const list = this.byDocument.get(doc) ?? [];
    list.push(problem);
    this.byDocument.set(doc, list);
  }
}

/** Every document of the workspace, indexed by kind and id, for the checks that follow references. */
export class Workspace {
  readonly maps = new Map<string, LoadedDocument<'map'>>();
  readonly oobs = new Map<string, LoadedDocument<'oob'>>();
  readonly scenarios = new Map<string, LoadedDocument<'scenario'>>();
  readonly mods = new Map<string, LoadedDocument<'mod'>>();
  readonly campaigns = new Map<string, LoadedDocument<'campaign'>>();
  readonly tests: LoadedDocument<'scenario-test'>[] = [];

  constructor(
    readonly documents: readonly LoadedDocument[],
    readonly sink: ProblemSink,
  ) {
    const byId = <K extends 'map' | 'oob' | 'scenario' | 'mod' | 'campaign'>(kind: K, into: Map<string, LoadedDocument<K>>) => {
      for (const doc of documents) {
        if (doc.kind !== kind) continue;
        const typed = doc as LoadedDocument<K>;
        const id = typed.value.id;
        const earlier = into.get(id);
        if (earlier) {
          sink.add(doc, {
            pointer: '/id',
            severity: 'error',
            code: 'duplicate-id',
            message: `another ${kind} document, ${earlier.file}, already has the id \`${id}\`; ids must be unique across the workspace`,
          });
        } else {
          into.set(id, typed);
        }
      }
    };
    byId('map', this.maps);
    byId('oob', this.oobs);
    byId('scenario', this.scenarios);
    byId('mod', this.mods);
    byId('campaign', this.campaigns);
    for (const doc of documents) if (doc.kind === 'scenario-test') this.tests.push(doc as LoadedDocument<'scenario-test'>);
  }

  /** The manifest of the mod a document belongs to. */
  modOf(doc: LoadedDocument): LoadedDocument<'mod'> | undefined {
    return doc.mod ? this.mods.get(doc.mod) : undefined;
  }

  /** The ruleset behind a mod: itself when it is one, else the ruleset it extends. */
  rulesetOf(mod: LoadedDocument<'mod'> | undefined): LoadedDocument<'mod'> | undefined {
    if (!mod) return undefined;
    if (mod.value.kind === 'ruleset') return mod;
    const base = mod.value.extends ? this.mods.get(mod.value.extends.mod) : undefined;
    return base && base !== mod ? this.rulesetOf(base) : undefined;
  }

  /** Mods that contribute definitions (terrain, unit types, attribute schemas) to a document: its own mod and the ruleset under it. */
  contributorsOf(doc: LoadedDocument): LoadedDocument<'mod'>[] {
    const own = this.modOf(doc);
    const ruleset = this.rulesetOf(own);
    return [own, ruleset].filter((m, i, all): m is LoadedDocument<'mod'> => m !== undefined && all.indexOf(m) === i);
  }
}

/** Quotes a name for a message. */
export function q(name: string | number): string {
  return `\`${name}\``;
}

/** Reports entries of a list whose `id` repeats an earlier one. */
export function checkUniqueIds(
  sink: ProblemSink,
  doc: LoadedDocument,
  pointer: string,
  items: readonly { id?: string }[] | undefined,
  what: string,
): Set<string> {
  const ids = new Set<string>();
  (items ?? []).forEach((item, index) => {
    if (item.id === undefined) return;
    if (ids.has(item.id))
      sink.add(doc, {
        pointer: `${pointer}/${index}/id`,
        severity: 'error',
        code: 'duplicate-id',
        message: `${what} ${q(item.id)} is defined twice; give each one its own id`,
      });
    ids.add(item.id);
  });
  return ids;
}
