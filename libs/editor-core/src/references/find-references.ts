// What refers to a unit, formation or map place across a workspace's documents, so that a
// deletion can show it first ("used by 2 scenarios: …") and, when asked, take those
// references away too. Pure reads over the store's documents; the removal itself is the
// `remove-references` command.
import type { CampaignDocument, OobDocument, Place, ScenarioDocument, ScenarioTestDocument } from '@kriegsspiel/formats';
import { isDocumentOfKind, type StoredDocument } from '../store/document-store';
import { indexOob } from '../oob/oob-index';

/** What is about to be deleted: a unit (or leader) or formation of an order of battle, a place of a map, or a scenario's pool. */
export type ReferenceTarget =
  | { readonly kind: 'unit' | 'formation'; readonly oob: string; readonly id: string }
  | { readonly kind: 'location' | 'region' | 'entry'; readonly map: string; readonly id: string }
  | { readonly kind: 'pool'; readonly scenario: string; readonly id: string };

/** Where in its document a reference is, as a person reads it. */
export type ReferenceRole = 'set-up' | 'reinforcements' | 'pool' | 'commander' | 'rules' | 'test set-up' | 'test steps';

/** How a reference goes when the references are deleted too. */
export type ReferenceRemoval =
  /** An id in a list: the item goes, and the whole entry (`container`) when it was the list's only item. */
  | { readonly how: 'list-item'; readonly pointer: string; readonly container: string }
  /** A member naming it (`commander`, `after`): the member goes. */
  | { readonly how: 'member'; readonly pointer: string }
  /** A placement or arrival at the place: the entry goes. */
  | { readonly how: 'entry'; readonly pointer: string };

/** One reference to the target. */
export interface Reference {
  /** Workspace path of the document holding it. */
  readonly path: string;
  readonly documentKind: 'scenario' | 'oob' | 'scenario-test';
  /** How the document is named to a person: a scenario's or OOB's id, a test's file name. */
  readonly documentName: string;
  readonly role: ReferenceRole;
  /** JSON pointer of the reference. */
  readonly pointer: string;
  /** The unit it names, when a formation's deletion reaches it through one of its units. */
  readonly unit?: string;
  /** How it is removed; absent for references that cannot go by themselves (a test's steps, a rule's parameters). */
  readonly removal?: ReferenceRemoval;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The unit ids a deletion removes: the unit, or every unit in the formation and below. */
export function unitsOfTarget(oob: OobDocument, target: ReferenceTarget): string[] {
  if (target.kind === 'unit') return [target.id];
  if (target.kind !== 'formation') return [];
  return [...indexOob(oob).units.values()].filter((e) => e.path.includes(target.id)).map((e) => e.unit.id);
}

/** Every string in a value with its pointer below `base`. */
function strings(value: unknown, base: string, out: { pointer: string; text: string }[] = []): { pointer: string; text: string }[] {
  if (typeof value === 'string') out.push({ pointer: base, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${base}/${i}`, out));
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${base}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  return out;
}

/** True when a text is the id, or names it as one step of a path (`/units/fr-inf-6/at`). */
function mentions(text: string, id: string): boolean {
  return text === id || text.split('/').includes(id);
}

function placeNames(place: Place, target: ReferenceTarget): boolean {
  return (place as Record<string, unknown>)[target.kind] === target.id;
}

/** References to places in a list of placements or arrivals (`at` one place or several). */
function placeReferences(
  entries: readonly { at?: Place | Place[] }[] | undefined,
  base: string,
  target: ReferenceTarget,
  make: (pointer: string, removal: ReferenceRemoval) => void,
): void {
  (entries ?? []).forEach((entry, i) => {
    const at = entry.at;
    if (at === undefined) return;
    if (!Array.isArray(at)) {
      if (placeNames(at, target)) make(`${base}/${i}/at`, { how: 'entry', pointer: `${base}/${i}` });
      return;
    }
    at.forEach((p, j) => {
      if (!placeNames(p, target)) return;
      // One of several places: that choice goes, or the entry when it was the only one.
      make(`${base}/${i}/at/${j}`, { how: 'list-item', pointer: `${base}/${i}/at/${j}`, container: `${base}/${i}` });
    });
  });
}

/** References to units in lists of ids (`units` of placements, pools, arrivals). */
function unitListReferences(
  entries: readonly { units?: string[] }[] | undefined,
  base: string,
  units: ReadonlySet<string>,
  make: (pointer: string, unit: string, removal: ReferenceRemoval) => void,
): void {
  (entries ?? []).forEach((entry, i) =>
    (entry.units ?? []).forEach((u, j) => {
      if (units.has(u)) make(`${base}/${i}/units/${j}`, u, { how: 'list-item', pointer: `${base}/${i}/units/${j}`, container: `${base}/${i}` });
    }),
  );
}

/**
 * Every reference to a unit, formation or map place in the workspace: the set-ups, pools and
 * reinforcements of the scenarios that play the order of battle (or map), its formations'
 * commanders, the scenarios' rule parameters, and the scenario tests that start from those
 * scenarios (directly, as a base, or through a campaign's battles). A formation's deletion
 * reaches the references to every unit in it. In document order, scenarios first.
 */
export function findReferences(documents: readonly StoredDocument[], target: ReferenceTarget): Reference[] {
  const out: Reference[] = [];
  const onUnits = target.kind === 'unit' || target.kind === 'formation';
  const oobDoc = onUnits ? documents.find((d) => isDocumentOfKind(d, 'oob') && d.value.id === target.oob) : undefined;
  const oob = oobDoc?.value as OobDocument | undefined;
  const units = new Set(oob ? unitsOfTarget(oob, target) : []);
  // Ids the rules and tests may name: the units, and the target itself.
  const names = new Set([...units, target.id]);

  const inScope = (s: ScenarioDocument) => (target.kind === 'pool' ? s.id === target.scenario : 'oob' in target ? s.oob === target.oob : s.map === target.map);
  const scenarios = documents.filter((d): d is StoredDocument & { value: ScenarioDocument } => isDocumentOfKind(d, 'scenario') && inScope(d.value));
  // Draws from a pool: the placement or the reinforcement draw goes with the pool.
  const drawReferences = (
    entries: readonly { draw?: { pool: string }; pool?: string }[] | undefined,
    base: string,
    make: (pointer: string, removal: ReferenceRemoval) => void,
  ) =>
    (entries ?? []).forEach((e, i) => {
      if ((e.draw?.pool ?? e.pool) === target.id) make(`${base}/${i}`, { how: 'entry', pointer: `${base}/${i}` });
    });
  for (const doc of scenarios) {
    const s = doc.value;
    const at = (role: ReferenceRole, pointer: string, removal?: ReferenceRemoval, unit?: string) =>
      out.push({
        path: doc.path,
        documentKind: 'scenario',
        documentName: s.id,
        role,
        pointer,
        ...(unit && unit !== target.id ? { unit } : {}),
        ...(removal ? { removal } : {}),
      });
    if (onUnits) {
      unitListReferences(s.setup, '/setup', units, (p, u, r) => at('set-up', p, r, u));
      unitListReferences(s.pools, '/pools', units, (p, u, r) => at('pool', p, r, u));
      unitListReferences(s.reinforcements?.schedule, '/reinforcements/schedule', units, (p, u, r) => at('reinforcements', p, r, u));
      (s.reinforcements?.schedule ?? []).forEach((a, i) => {
        if (a.after !== undefined && units.has(a.after))
          at('reinforcements', `/reinforcements/schedule/${i}/after`, { how: 'member', pointer: `/reinforcements/schedule/${i}/after` }, a.after);
      });
    } else if (target.kind === 'pool') {
      drawReferences(s.setup, '/setup', (p, r) => at('set-up', p, r));
      drawReferences(s.reinforcements?.draws, '/reinforcements/draws', (p, r) => at('reinforcements', p, r));
    } else {
      placeReferences(s.setup, '/setup', target, (p, r) => at('set-up', p, r));
      placeReferences(s.reinforcements?.schedule, '/reinforcements/schedule', target, (p, r) => at('reinforcements', p, r));
      placeReferences(s.reinforcements?.draws, '/reinforcements/draws', target, (p, r) => at('reinforcements', p, r));
    }
    // Rule parameters are the ruleset's to read: shown, never edited here.
    for (const key of ['victory', 'specialRules'] as const)
      for (const str of strings(s[key], `/${key}`)) if (names.has(str.text)) at('rules', str.pointer, undefined, str.text);
  }

  if (oobDoc && oob) {
    for (const f of indexOob(oob).formations.values()) {
      const commander = f.formation.commander;
      if (commander === undefined || !units.has(commander) || (target.kind === 'formation' && (f.formation.id === target.id || f.path.includes(target.id))))
        continue;
      out.push({
        path: oobDoc.path,
        documentKind: 'oob',
        documentName: oob.id,
        role: 'commander',
        pointer: `${f.pointer}/commander`,
        ...(commander !== target.id ? { unit: commander } : {}),
        removal: { how: 'member', pointer: `${f.pointer}/commander` },
      });
    }
  }

  const scenarioIds = new Set(scenarios.map((d) => d.value.id));
  const campaigns = documents.filter((d) => isDocumentOfKind(d, 'campaign')).map((d) => d.value as CampaignDocument);
  const campaignPlays = (id: string) => campaigns.some((c) => c.id === id && c.battles.some((b) => scenarioIds.has(b.scenario)));
  for (const doc of documents) {
    if (!isDocumentOfKind(doc, 'scenario-test')) continue;
    const t = doc.value as ScenarioTestDocument;
    const inScope =
      (t.scenario !== undefined && scenarioIds.has(t.scenario)) ||
      (t.setup !== undefined && scenarioIds.has(t.setup.base)) ||
      (t.campaign !== undefined && campaignPlays(t.campaign));
    if (!inScope) continue;
    const at = (role: ReferenceRole, pointer: string, removal?: ReferenceRemoval, unit?: string) =>
      out.push({
        path: doc.path,
        documentKind: 'scenario-test',
        documentName: fileName(doc.path),
        role,
        pointer,
        ...(unit && unit !== target.id ? { unit } : {}),
        ...(removal ? { removal } : {}),
      });
    if (onUnits) {
      unitListReferences(t.setup?.placements, '/setup/placements', units, (p, u, r) => at('test set-up', p, r, u));
      // A step that moves or checks the unit cannot lose it and still mean anything: shown, left to the person.
      const steps = strings(t.steps, '/steps').filter((str) => [...units].some((u) => mentions(str.text, u)));
      for (const str of steps)
        at(
          'test steps',
          str.pointer,
          undefined,
          [...units].find((u) => mentions(str.text, u)),
        );
    } else if (target.kind === 'pool') {
      drawReferences(t.setup?.placements, '/setup/placements', (p, r) => at('test set-up', p, r));
    } else {
      placeReferences(t.setup?.placements, '/setup/placements', target, (p, r) => at('test set-up', p, r));
    }
  }
  return out;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The references as one line: `used by 2 scenarios: hundred-days-campaign (set-up), ligny
 * (set-up, reinforcements); 1 test: 10-2-removed-units.test.json (test steps)`; an empty
 * string when there are none. At most `shown` documents are named per kind.
 */
export function describeReferences(references: readonly Reference[], shown = 3): string {
  const groups: { kind: Reference['documentKind']; one: string; many: string }[] = [
    { kind: 'scenario', one: 'scenario', many: 'scenarios' },
    { kind: 'oob', one: 'order of battle', many: 'orders of battle' },
    { kind: 'scenario-test', one: 'test', many: 'tests' },
  ];
  const parts: string[] = [];
  for (const g of groups) {
    const byDoc = new Map<string, Set<string>>();
    for (const r of references) {
      if (r.documentKind !== g.kind) continue;
      const roles = byDoc.get(r.documentName) ?? new Set<string>();
      roles.add(r.role);
      byDoc.set(r.documentName, roles);
    }
    if (byDoc.size === 0) continue;
    // A mod's seventy tests would drown the sentence: the first few, then how many more.
    const docs = [...byDoc].slice(0, shown).map(([name, roles]) => `${name} (${[...roles].join(', ')})`);
    const more = byDoc.size > shown ? ` and ${byDoc.size - shown} more` : '';
    parts.push(`${plural(byDoc.size, g.one, g.many)}: ${docs.join(', ')}${more}`);
  }
  return parts.length === 0 ? '' : `used by ${parts.join('; ')}`;
}
