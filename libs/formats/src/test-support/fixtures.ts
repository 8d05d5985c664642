import {
  readDocument,
  checkSemantics,
  type LoadedDocument,
  type MapDocument,
  type ModManifest,
  type OobDocument,
  type Problem,
  type ScenarioDocument,
} from '../index';

/** A small but complete workspace: a ruleset manifest, a 10 x 10 map, an order of battle and a scenario. */
export function fixtureDocuments(): { mod: ModManifest; map: MapDocument; oob: OobDocument; scenario: ScenarioDocument } {
  const mod: ModManifest = {
    $schema: '../../schemas/mod.schema.json',
    id: 'demo',
    name: 'Demo rules',
    version: '1.2.0',
    kind: 'ruleset',
    entry: 'src/index.ts',
    terrain: [
      { id: 'clear', name: 'Clear', kind: 'hex' },
      { id: 'forest', name: 'Forest', kind: 'hex' },
      { id: 'road', name: 'Road', kind: 'path' },
      { id: 'slope', name: 'Steep slope', kind: 'hexside' },
    ],
    unitTypes: [
      { id: 'infantry', name: 'Infantry', symbol: 'infantry' },
      { id: 'leader', name: 'Leader', symbol: 'leader', category: 'leader' },
    ],
    unitAttributes: {
      infantry: { type: 'object', additionalProperties: false, required: ['combat'], properties: { combat: { type: 'integer', minimum: 1, maximum: 6 } } },
    },
    options: { type: 'object', additionalProperties: false, properties: { rain: { type: 'boolean' } } },
  };
  const map: MapDocument = {
    $schema: '../../schemas/map.schema.json',
    id: 'demo-map',
    name: 'Demo map',
    grid: {
      orientation: 'flat',
      offset: 'odd',
      width: 10,
      height: 10,
      labels: { order: 'column-row', column: { style: 'number', digits: 2 }, row: { style: 'number', digits: 2 } },
    },
    defaultTerrain: 'clear',
    hexes: { '0505': { terrain: ['forest'] } },
    hexsides: [{ between: ['0505', '0506'], terrain: 'slope', uphill: '0505' }],
    paths: [{ terrain: 'road', hexes: ['0101', '0102', '0103'], oneWay: [{ from: '0101', to: '0102' }] }],
    locations: [{ id: 'e1', name: 'Brussels', code: 'E1', hex: '0110' }],
    entryPoints: [{ id: 'south-road', name: 'South road', hex: '0505' }],
  };
  const oob: OobDocument = {
    $schema: '../../schemas/oob.schema.json',
    id: 'demo-oob',
    name: 'Demo forces',
    sides: [
      { id: 'french', name: 'French' },
      { id: 'allied', name: 'Allied' },
    ],
    nationalities: [
      { id: 'france', name: 'France', side: 'french' },
      { id: 'england', name: 'England', side: 'allied' },
    ],
    formations: [
      {
        id: 'armee-du-nord',
        name: 'Armée du Nord',
        kind: 'army',
        nationality: 'france',
        commander: 'napoleon',
        units: [
          { id: 'napoleon', name: 'Napoleon', type: 'leader' },
          { id: 'fr-inf-6', name: 'Infantry 6', type: 'infantry', values: { combat: 6 } },
        ],
      },
    ],
    units: [{ id: 'en-inf-5', name: 'Infantry 5', type: 'infantry', nationality: 'england', values: { combat: 5 } }],
    templates: [{ id: 'blank-infantry', name: 'Blank infantry', count: 4, type: 'infantry' }],
  };
  const scenario: ScenarioDocument = {
    $schema: '../../schemas/scenario.schema.json',
    id: 'demo-scenario',
    name: 'Demo scenario',
    ruleset: { mod: 'demo', version: '^1.0.0' },
    map: 'demo-map',
    oob: 'demo-oob',
    players: [
      { id: 'french', name: 'French player', sides: ['french'] },
      { id: 'allied', name: 'Allied player', sides: ['allied'] },
    ],
    turns: { firstPlayer: 'allied', count: 6, labels: [{ turn: 1, label: 'June 16 AM' }] },
    setup: [
      { units: ['fr-inf-6'], at: { hex: '0303' }, faceDown: true },
      { units: ['napoleon'], at: { box: 'french-hand' } },
    ],
    boxes: [{ id: 'french-hand', name: 'In hand', kind: 'hand', owner: 'french' }],
    reinforcements: { schedule: [{ turn: 2, units: ['en-inf-5'], at: { location: 'e1' } }] },
    options: { rain: false },
  };
  return { mod, map, oob, scenario };
}

/** Reads documents given as objects (each file named after its key) and returns every problem, schema and semantic. */
export function problemsOf(documents: Record<string, object>, mod = 'demo'): Problem[] {
  const problems: Problem[] = [];
  const loaded: LoadedDocument[] = [];
  for (const [name, value] of Object.entries(documents)) {
    const result = readDocument({ file: `${name}.json`, text: JSON.stringify(value, null, 2), mod });
    problems.push(...result.problems);
    if (result.doc) loaded.push(result.doc);
  }
  for (const list of checkSemantics(loaded).values()) problems.push(...list);
  return problems;
}
