import type { Formation, OobDocument, Unit, UnitType } from '../generated';
import { closest } from '../schema-messages';
import { error } from '../problem';
import { checkUnitValues } from './attribute-schemas';
import { checkUniqueIds, q, type LoadedDocument, type Workspace } from './workspace';

/** What the other checks need to know of an order of battle. */
export interface OobModel {
  doc: LoadedDocument<'oob'>;
  /** Every unit by id, with the JSON pointer where it is defined. */
  units: Map<string, { unit: Unit; pointer: string; side?: string }>;
  sides: Set<string>;
}

const models = new WeakMap<LoadedDocument<'oob'>, OobModel>();

interface Inherited {
  side?: string;
  nationality?: string;
}

/** Indexes an order of battle's units and the side each belongs to. */
export function oobModel(doc: LoadedDocument<'oob'>): OobModel {
  const cached = models.get(doc);
  if (cached) return cached;
  const oob: OobDocument = doc.value;
  const sideOfNationality = new Map((oob.nationalities ?? []).map((n) => [n.id, n.side]));
  const units = new Map<string, { unit: Unit; pointer: string; side?: string }>();
  const addUnits = (list: Unit[] | undefined, pointer: string, inherited: Inherited) => {
    (list ?? []).forEach((unit, i) => {
      const nationality = unit.nationality ?? inherited.nationality;
      const side = unit.side ?? (nationality ? sideOfNationality.get(nationality) : undefined) ?? inherited.side;
      if (!units.has(unit.id)) units.set(unit.id, { unit, pointer: `${pointer}/${i}`, side });
    });
  };
  const walk = (formations: Formation[] | undefined, pointer: string, inherited: Inherited) => {
    (formations ?? []).forEach((f, i) => {
      const here = `${pointer}/${i}`;
      const nationality = f.nationality ?? inherited.nationality;
      const next = { nationality, side: f.side ?? (nationality ? sideOfNationality.get(nationality) : undefined) ?? inherited.side };
      addUnits(f.units, `${here}/units`, next);
      walk(f.formations, `${here}/formations`, next);
    });
  };
  walk(oob.formations, '/formations', {});
  addUnits(oob.units, '/units', {});
  const model = { doc, units, sides: new Set(oob.sides.map((s) => s.id)) };
  models.set(doc, model);
  return model;
}

/** Checks one order of battle: ids unique, sides, nationalities and types defined, values as the ruleset requires. */
export function checkOob(ws: Workspace, doc: LoadedDocument<'oob'>): void {
  const oob = doc.value;
  const sink = ws.sink;
  const model = oobModel(doc);
  const contributors = ws.contributorsOf(doc);
  const declared = oob.ruleset ? ws.mods.get(oob.ruleset.mod) : undefined;
  if (oob.ruleset && !declared) sink.add(doc, error('/ruleset/mod', 'unknown-reference', `no mod with the id ${q(oob.ruleset.mod)} is in the workspace`));
  const rulesets = [...contributors, ...(declared ? [declared] : [])];

  checkUniqueIds(sink, doc, '/sides', oob.sides, 'side');
  checkUniqueIds(sink, doc, '/nationalities', oob.nationalities, 'nationality');
  checkUniqueIds(sink, doc, '/unitTypes', oob.unitTypes, 'unit type');
  checkUniqueIds(sink, doc, '/templates', oob.templates, 'blank piece');
  const nationalities = new Set((oob.nationalities ?? []).map((n) => n.id));
  const types = new Map<string, UnitType>();
  for (const mod of rulesets) for (const t of mod.value.unitTypes ?? []) types.set(t.id, t);
  for (const t of oob.unitTypes ?? []) types.set(t.id, t);
  const templates = new Set((oob.templates ?? []).map((t) => t.id));
  const attributeSchemas = new Map<string, object>();
  for (const mod of [...rulesets].reverse()) for (const [type, schema] of Object.entries(mod.value.unitAttributes ?? {})) attributeSchemas.set(type, schema);
  const schemasByType = Object.fromEntries(attributeSchemas);

  const refSide = (pointer: string, id: string | undefined) => {
    if (id !== undefined && !model.sides.has(id))
      sink.add(
        doc,
        error(pointer, 'unknown-reference', `side ${q(id)} is not one of the sides of this order of battle (${[...model.sides].map(q).join(', ')})`),
      );
  };
  const refNationality = (pointer: string, id: string | undefined) => {
    if (id !== undefined && !nationalities.has(id)) {
      const guess = closest(id, [...nationalities]);
      sink.add(
        doc,
        error(pointer, 'unknown-reference', `nationality ${q(id)} is not defined in \`nationalities\`${guess ? `; did you mean ${q(guess)}?` : ''}`),
      );
    }
  };
  const refType = (pointer: string, id: string | undefined) => {
    if (id !== undefined && !types.has(id)) {
      const guess = closest(id, [...types.keys()]);
      sink.add(
        doc,
        error(
          pointer,
          'unknown-reference',
          `unit type ${q(id)} is not defined by this order of battle or its ruleset${guess ? `; did you mean ${q(guess)}?` : ''}`,
        ),
      );
    }
  };
  (oob.nationalities ?? []).forEach((n, i) => refSide(`/nationalities/${i}/side`, n.side));

  // Ids of units and formations share one namespace, so a reference is never ambiguous.
  const seen = new Map<string, string>();
  const claim = (pointer: string, id: string, what: string) => {
    const earlier = seen.get(id);
    if (earlier)
      sink.add(
        doc,
        error(`${pointer}/id`, 'duplicate-id', `${what} ${q(id)} uses an id already taken at ${earlier}; ids must be unique in the order of battle`),
      );
    else seen.set(id, pointer);
  };
  const checkUnit = (unit: Unit, pointer: string) => {
    claim(pointer, unit.id, 'unit');
    refType(`${pointer}/type`, unit.type);
    refSide(`${pointer}/side`, unit.side);
    refNationality(`${pointer}/nationality`, unit.nationality);
    if (unit.template !== undefined && !templates.has(unit.template))
      sink.add(doc, error(`${pointer}/template`, 'unknown-reference', `blank piece ${q(unit.template)} is not defined in \`templates\``));
    // Terrain cards and markers may belong to nobody: whoever holds them changes in play.
    const sideless = ['terrain', 'marker'].includes(types.get(unit.type)?.category ?? '');
    if (!sideless && !model.units.get(unit.id)?.side)
      sink.add(
        doc,
        error(pointer, 'no-side', `unit ${q(unit.id)} belongs to no side: give it a \`side\` or a \`nationality\`, or put it in a formation that has one`),
      );
    for (const p of checkUnitValues(schemasByType, unit.type, unit.values, `${pointer}/values`))
      sink.add(doc, { ...p, message: `unit ${q(unit.id)}: ${p.message}` });
  };
  const walk = (formations: Formation[] | undefined, pointer: string) => {
    (formations ?? []).forEach((f, i) => {
      const here = `${pointer}/${i}`;
      claim(here, f.id, 'formation');
      refSide(`${here}/side`, f.side);
      refNationality(`${here}/nationality`, f.nationality);
      (f.units ?? []).forEach((u, j) => checkUnit(u, `${here}/units/${j}`));
      walk(f.formations, `${here}/formations`);
    });
  };
  walk(oob.formations, '/formations');
  (oob.units ?? []).forEach((u, i) => checkUnit(u, `/units/${i}`));
  // Commanders are checked once every unit is known, as a leader may be listed after the formation.
  const checkCommanders = (formations: Formation[] | undefined, pointer: string) => {
    (formations ?? []).forEach((f, i) => {
      if (f.commander !== undefined && !model.units.has(f.commander))
        sink.add(doc, error(`${pointer}/${i}/commander`, 'unknown-reference', `commander ${q(f.commander)} is not a unit of this order of battle`));
      checkCommanders(f.formations, `${pointer}/${i}/formations`);
    });
  };
  checkCommanders(oob.formations, '/formations');
  (oob.templates ?? []).forEach((t, i) => {
    refType(`/templates/${i}/type`, t.type);
    refSide(`/templates/${i}/side`, t.side);
    refNationality(`/templates/${i}/nationality`, t.nationality);
  });
}
