// A small order of battle, ruleset manifest and scenario in the shape of the Hundred Days
// game, for the kernel's tests of the data editors.
import type { ModManifest, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';

export const oobPath = 'mods/demo/oobs/demo.oob.json';
export const scenarioPath = 'mods/demo/scenarios/demo.scenario.json';
export const modPath = 'mods/demo/mod.json';

const face = (background: string, symbol: string, printed?: string) => ({ symbol, ...(printed ? { printed } : {}), colors: { background, text: '#ffffff' } });

export const demoOob = {
  $schema: '../../../schemas/oob.schema.json',
  id: 'demo',
  name: 'Demo armies',
  ruleset: { mod: 'demo' },
  sides: [
    { id: 'french', name: 'French army', color: '#1f4fa3' },
    { id: 'allied', name: 'Allied armies', color: '#c0262d' },
  ],
  nationalities: [
    { id: 'french', name: 'French', side: 'french', colors: { background: '#1f4fa3', text: '#ffffff' } },
    { id: 'english', name: 'English', side: 'allied', colors: { background: '#c0262d', text: '#ffffff' } },
    { id: 'prussian', name: 'Prussian', side: 'allied' },
  ],
  formations: [
    {
      id: 'armee-du-nord',
      name: 'Army of the North',
      nationality: 'french',
      units: [
        { id: 'napoleon', name: 'Napoleon', type: 'leader', counter: { front: face('#1f4fa3', 'leader') } },
        {
          id: 'fr-inf-6',
          name: 'French infantry (6)',
          type: 'infantry',
          values: { combat: 6 },
          counter: { front: face('#1f4fa3', 'infantry', '6'), back: { blank: true } },
        },
      ],
      formations: [{ id: 'fr-guard', name: 'Guard', units: [{ id: 'fr-cav-1', name: 'Guard cavalry', type: 'cavalry', values: { combat: 1 } }] }],
    },
    {
      id: 'wellington-army',
      name: 'Wellington',
      nationality: 'english',
      units: [{ id: 'en-inf-5', name: 'English infantry (5)', type: 'infantry', values: { combat: 5 } }],
    },
  ],
  templates: [
    {
      id: 'blank-fr-inf',
      name: 'Blank French infantry',
      count: 2,
      type: 'infantry',
      side: 'french',
      nationality: 'french',
      counter: { front: face('#1f4fa3', 'infantry'), back: { blank: true } },
    },
    { id: 'blank-any', name: 'Blank piece', count: 1 },
  ],
} as unknown as OobDocument;

export const demoManifest = {
  $schema: '../../schemas/mod.schema.json',
  id: 'demo',
  name: 'Demo',
  version: '0.1.0',
  kind: 'ruleset',
  entry: 'src/index.ts',
  unitTypes: [
    { id: 'infantry', name: 'Infantry', symbol: 'infantry' },
    { id: 'cavalry', name: 'Cavalry', symbol: 'cavalry' },
    { id: 'leader', name: 'Leader', symbol: 'leader' },
  ],
  unitAttributes: {
    infantry: { type: 'object', additionalProperties: false, required: ['combat'], properties: { combat: { type: 'integer', minimum: 1, maximum: 6 } } },
    cavalry: { type: 'object', additionalProperties: false, required: ['combat'], properties: { combat: { type: 'integer', minimum: 1, maximum: 6 } } },
    leader: { type: 'object', maxProperties: 0 },
  },
} as unknown as ModManifest;

export const demoScenario = {
  $schema: '../../../schemas/scenario.schema.json',
  id: 'demo-scenario',
  name: 'Demo',
  ruleset: { mod: 'demo' },
  map: 'demo',
  oob: 'demo',
  players: [
    { id: 'french', name: 'French', sides: ['french'] },
    { id: 'allied', name: 'Allied', sides: ['allied'] },
  ],
  turns: { firstPlayer: 'french' },
  pools: [{ id: 'bag', name: 'Bag', units: ['fr-cav-1'] }],
  setup: [
    { draw: { pool: 'bag', count: 1 }, at: { location: 'f1' } },
    { units: ['napoleon'], at: { hex: '0101' }, faceDown: true },
  ],
  reinforcements: { schedule: [{ turn: 2, units: ['en-inf-5'], at: { entry: 'north' } }] },
} as unknown as ScenarioDocument;

/** The three documents as files of a workspace. */
export function demoFiles(): { path: string; text: string; version: string; mod: string }[] {
  return [
    { path: oobPath, text: `${JSON.stringify(demoOob, null, 2)}\n`, version: 'v1', mod: 'demo' },
    { path: scenarioPath, text: `${JSON.stringify(demoScenario, null, 2)}\n`, version: 'v1', mod: 'demo' },
    { path: modPath, text: `${JSON.stringify(demoManifest, null, 2)}\n`, version: 'v1', mod: 'demo' },
  ];
}
