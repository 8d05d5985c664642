// What the data editors ask of an order of battle: where each unit and formation is (its
// JSON pointer and formation path), what it inherits (side, nationality), which types and
// attribute schemas apply, and how many blanks of each template are left. Pure reads; the
// commands in ../commands do the writing.
import type { BlankPiece, Formation, ModManifest, OobDocument, Unit, UnitType } from '@kriegsspiel/formats';
import { isDocumentOfKind, type StoredDocument } from '../store/document-store';

/** A unit with where it is and what it inherits. */
export interface UnitEntry {
  readonly unit: Unit;
  /** JSON pointer of the unit (`/formations/0/units/3`). */
  readonly pointer: string;
  /** Ids of the formations above it, outermost first; empty for a loose unit. */
  readonly path: readonly string[];
  /** Its nationality, its own or its formation's. */
  readonly nationality?: string;
  /** Its side, its own, its nationality's or its formation's. */
  readonly side?: string;
}

/** A formation with where it is and what it inherits. */
export interface FormationEntry {
  readonly formation: Formation;
  readonly pointer: string;
  /** Ids of the formations above it, outermost first. */
  readonly path: readonly string[];
  readonly nationality?: string;
  readonly side?: string;
}

/** Every unit and formation of an order of battle, by id, in document order. */
export interface OobIndex {
  readonly units: ReadonlyMap<string, UnitEntry>;
  readonly formations: ReadonlyMap<string, FormationEntry>;
}

const indexes = new WeakMap<OobDocument, OobIndex>();

/** Indexes an order of battle (cached per value: edits make new values, so the cache never goes stale). */
export function indexOob(oob: OobDocument): OobIndex {
  const cached = indexes.get(oob);
  if (cached) return cached;
  const sideOf = new Map((oob.nationalities ?? []).map((n) => [n.id, n.side]));
  const units = new Map<string, UnitEntry>();
  const formations = new Map<string, FormationEntry>();
  const inherit = (own: { side?: string; nationality?: string }, above: { side?: string; nationality?: string }) => {
    const nationality = own.nationality ?? above.nationality;
    return { nationality, side: own.side ?? (nationality ? sideOf.get(nationality) : undefined) ?? above.side };
  };
  const addUnits = (list: readonly Unit[] | undefined, pointer: string, path: readonly string[], above: { side?: string; nationality?: string }) => {
    (list ?? []).forEach((unit, i) => {
      if (!units.has(unit.id)) units.set(unit.id, { unit, pointer: `${pointer}/${i}`, path, ...inherit(unit, above) });
    });
  };
  const walk = (list: readonly Formation[] | undefined, pointer: string, path: readonly string[], above: { side?: string; nationality?: string }) => {
    (list ?? []).forEach((formation, i) => {
      const here = `${pointer}/${i}`;
      const inherited = inherit(formation, above);
      if (!formations.has(formation.id)) formations.set(formation.id, { formation, pointer: here, path, ...inherited });
      const below = [...path, formation.id];
      addUnits(formation.units, `${here}/units`, below, inherited);
      walk(formation.formations, `${here}/formations`, below, inherited);
    });
  };
  walk(oob.formations, '/formations', [], {});
  addUnits(oob.units, '/units', [], {});
  const index = { units, formations };
  indexes.set(oob, index);
  return index;
}

/** What a new unit inherits in a formation (or at the top level when `formation` is undefined). */
export function inheritedIn(oob: OobDocument, formation: string | undefined): { side?: string; nationality?: string } {
  if (formation === undefined) return {};
  const entry = indexOob(oob).formations.get(formation);
  return entry ? { side: entry.side, nationality: entry.nationality } : {};
}

/** The side a nationality belongs to. */
export function sideOfNationality(oob: OobDocument, nationality: string | undefined): string | undefined {
  return nationality === undefined ? undefined : oob.nationalities?.find((n) => n.id === nationality)?.side;
}

/** The manifests whose definitions an order of battle uses: the ruleset it names, its own mod and the ruleset under that. */
export function manifestsOfOob(documents: readonly StoredDocument[], oobPath: string): ModManifest[] {
  const manifests = documents.filter((d) => isDocumentOfKind(d, 'mod')).map((d) => d.value);
  const doc = documents.find((d) => d.path === oobPath);
  const oob = doc && isDocumentOfKind(doc, 'oob') ? doc.value : undefined;
  const own = manifests.find((m) => m.id === doc?.mod);
  const base = own?.extends ? manifests.find((m) => m.id === own.extends?.mod) : undefined;
  const declared = oob?.ruleset ? manifests.find((m) => m.id === oob.ruleset?.mod) : undefined;
  return [declared, base, own].filter((m, i, all): m is ModManifest => m !== undefined && all.indexOf(m) === i);
}

/** The unit types an order of battle may use: its manifests' (later ones win), then its own. */
export function unitTypesOf(oob: OobDocument, manifests: readonly ModManifest[]): Map<string, UnitType> {
  const types = new Map<string, UnitType>();
  for (const m of manifests) for (const t of m.unitTypes ?? []) types.set(t.id, t);
  for (const t of oob.unitTypes ?? []) types.set(t.id, t);
  return types;
}

/** The attribute schemas (`unitAttributes`) in force, by unit type; `*` applies to every unit. */
export function attributeSchemasOf(manifests: readonly ModManifest[]): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (const m of manifests) for (const [type, schema] of Object.entries(m.unitAttributes ?? {})) schemas[type] = schema as object;
  return schemas;
}

/** How many units were made from each blank piece. */
export function templateUses(oob: OobDocument): Map<string, number> {
  const uses = new Map<string, number>();
  for (const { unit } of indexOob(oob).units.values()) if (unit.template !== undefined) uses.set(unit.template, (uses.get(unit.template) ?? 0) + 1);
  return uses;
}

/** Blanks of a template not yet made into units; Infinity when the template gives no count. */
export function blanksLeft(oob: OobDocument, template: BlankPiece): number {
  return template.count === undefined ? Infinity : Math.max(0, template.count - (templateUses(oob).get(template.id) ?? 0));
}

const idPattern = /^[a-z0-9][a-z0-9-]*$/;

/** Why a text is not a usable id, or undefined when it is one. */
export function idProblem(id: string): string | undefined {
  if (id === '') return 'Give it an id.';
  if (id.length > 80) return 'An id has at most 80 characters.';
  if (!idPattern.test(id)) return 'Use lower-case letters, digits and dashes, starting with a letter or digit (for example fr-inf-7).';
  return undefined;
}

/** True when a unit or formation of the order of battle already has this id (they share one namespace). */
export function idTaken(oob: OobDocument, id: string): boolean {
  const index = indexOob(oob);
  return index.units.has(id) || index.formations.has(id);
}

/** A free id built from a stem: `stem`, then `stem-2`, `stem-3` … */
export function freeId(oob: OobDocument, stem: string): string {
  const base =
    stem
      .replace(/^blank-/, '')
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'unit';
  if (!idTaken(oob, base)) return base;
  for (let n = 2; ; n++) if (!idTaken(oob, `${base}-${n}`)) return `${base}-${n}`;
}
