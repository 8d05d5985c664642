// A map entity kind (terrain, hexsides, roads, locations, regions, entry points) as one
// plain object, as tldraw's ShapeUtil: where it lives in a map document, which hexes an
// entry covers, how a selection of it is named and which tools edit it. The studio draws
// and inspects a kind through a view registered the same way (libs/editor's map kinds);
// everything that used to switch on "locations or regions or…" reads this instead.
import type { MapDocument } from '@kriegsspiel/formats';
import { isJsonObject } from '../../json/pointer';
import type { MapSelection, MapToolDefinition } from '../../tools/tool';

/** One kind of thing on a hex map. */
export interface MapKind {
  /** Stable id, the member of the map document that holds it (`locations`). */
  readonly id: string;
  /** Plural, for headings ("Locations"). */
  readonly label: string;
  /** One entry, for history labels and messages ("location"). */
  readonly noun: string;
  /** JSON pointer of its member in a map document (`/locations`). */
  readonly pointer: string;
  /** The selection kind of one of its entries, when a tool selects them and the inspector edits them. */
  readonly selects?: MapSelection['kind'];
  /** The tools that edit it, in tool bar order. */
  readonly tools: readonly MapToolDefinition[];
  /**
   * The hex a pointer into this kind is about, for "show me" from a validation problem;
   * `tokens` are the pointer's tokens after {@link pointer} (`['0', 'hexes', '2']`).
   */
  hexAt(map: MapDocument, tokens: readonly string[]): string | undefined;
  /** What selecting the entry a pointer names means, if a tool selects it; undefined otherwise. */
  selectionAt?(map: MapDocument, tokens: readonly string[]): MapSelection | undefined;
  /**
   * The hexes whose drawing differs between two versions of a map (entries added or
   * removed, as lists are replaced entry by entry), or `all` when the change is too wide.
   * Unchanged parts are the same objects, so this is a few identity checks.
   */
  changedHexes(before: MapDocument, after: MapDocument): readonly string[] | 'all';
  /** The index of its entry on a hex, for hit-testing a click; -1 when none. */
  indexAt?(map: MapDocument, label: string): number;
  /** What the hover readout says of its entries on a hex ("region North"). */
  describeAt?(map: MapDocument, label: string): readonly string[];
}

/** The members of a map document that hold lists of entries. */
type MapListMember = { [K in keyof MapDocument]-?: NonNullable<MapDocument[K]> extends readonly unknown[] ? K : never }[keyof MapDocument];
type EntryOf<M extends MapListMember> = NonNullable<MapDocument[M]>[number];

/** What a kind stored as a list of entries declares; {@link listKind} fills in the rest. */
export interface ListKindOptions<M extends MapListMember> {
  readonly id: M;
  readonly label: string;
  readonly noun: string;
  readonly selects?: MapSelection['kind'];
  readonly tools: readonly MapToolDefinition[];
  /** The hexes an entry covers, the one to show first. */
  hexesOf(entry: EntryOf<M>): readonly string[];
  /** A line of the hover readout for an entry on the hex. */
  describe?(entry: EntryOf<M>): string;
  /** True when a selection is made of an entry's index (places, regions); roads select links instead. */
  readonly selectsByIndex?: boolean;
}

/**
 * A kind stored as a list in the map document (`hexsides`, `paths`, `locations`…). A
 * pointer `/<id>/<i>/<member>/<j>` into a list of labels shows that label; any other
 * pointer into an entry shows its first hex.
 */
export function listKind<M extends MapListMember>(options: ListKindOptions<M>): MapKind {
  const { id, hexesOf, describe, selects } = options;
  const entries = (map: MapDocument): readonly EntryOf<M>[] => (map[id] ?? []) as readonly EntryOf<M>[];
  const covers = (entry: EntryOf<M>, label: string) => hexesOf(entry).includes(label);
  return {
    id,
    label: options.label,
    noun: options.noun,
    pointer: `/${id}`,
    selects,
    tools: options.tools,
    hexAt(map, [index, member, at]) {
      const entry = entries(map)[Number(index)];
      if (!entry) return undefined;
      const list: unknown = member !== undefined && isJsonObject(entry) ? entry[member] : undefined;
      const named: unknown = Array.isArray(list) && at !== undefined ? list[Number(at)] : undefined;
      return typeof named === 'string' ? named : hexesOf(entry)[0];
    },
    selectionAt:
      options.selectsByIndex && selects && selects !== 'link'
        ? (map, [index]) => (entries(map)[Number(index)] === undefined ? undefined : { kind: selects, index: Number(index) })
        : undefined,
    changedHexes(before, after) {
      const a = before[id] as readonly EntryOf<M>[] | undefined;
      const b = after[id] as readonly EntryOf<M>[] | undefined;
      if (a === b) return [];
      const inA = new Set(a ?? []);
      const inB = new Set(b ?? []);
      const out: string[] = [];
      for (const entry of a ?? []) if (!inB.has(entry)) out.push(...hexesOf(entry));
      for (const entry of b ?? []) if (!inA.has(entry)) out.push(...hexesOf(entry));
      return out;
    },
    indexAt: (map, label) => entries(map).findIndex((entry) => covers(entry, label)),
    describeAt: describe ? (map, label) => entries(map).flatMap((entry) => (covers(entry, label) ? [describe(entry)] : [])) : undefined,
  };
}
