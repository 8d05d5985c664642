import { describe, expect, it } from 'vitest';
import type { OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { counterStacks, labelOfPlace } from './map-counters';
import { richMap } from '../test-support/tool-harness';

const oob: OobDocument = {
  $schema: '../../../schemas/oob.schema.json',
  id: 'demo',
  name: 'Demo',
  sides: [
    { id: 'french', name: 'French', color: '#2f5aa8' },
    { id: 'allied', name: 'Allied', color: '#b22234' },
  ],
  nationalities: [{ id: 'british', name: 'British', side: 'allied', colors: { background: '#f4f1e6', text: '#b22234' } }],
  unitTypes: [{ id: 'infantry', name: 'Infantry', symbol: 'infantry' }],
  formations: [
    {
      id: 'corps',
      name: 'I Corps',
      side: 'french',
      units: [
        {
          id: 'fr-1',
          name: '1st Division',
          type: 'infantry',
          counter: { front: { name: '1', printed: '5-4', symbol: 'infantry' }, back: { name: '1', printed: '3-4' } },
        },
        { id: 'fr-2', name: '2nd Division', type: 'infantry' },
      ],
    },
  ],
  units: [{ id: 'br-guards', name: 'Guards', type: 'infantry', nationality: 'british' }],
};

const scenario: ScenarioDocument = {
  $schema: '../../../schemas/scenario.schema.json',
  id: 'demo',
  name: 'Demo',
  ruleset: { mod: 'demo', version: '^0.1.0' },
  map: 'rich',
  oob: 'demo',
  players: [
    { id: 'fr', name: 'French', sides: ['french'] },
    { id: 'al', name: 'Allied', sides: ['allied'] },
  ],
  turns: { firstPlayer: 'fr' },
  pools: [{ id: 'bag', name: 'Allied bag', owner: 'al', units: ['br-guards'] }],
  setup: [
    { units: ['fr-1', 'fr-2'], at: { hex: '2,2' } },
    { units: ['br-guards'], at: [{ location: 'town' }, { hex: '5,5' }], face: 'back' },
    { draw: { pool: 'bag', count: 2 }, at: { entry: 'west-road' } },
    { units: ['fr-1'], at: { box: 'eliminated' } },
  ],
};

describe('counterStacks', () => {
  it('stacks the set-up per hex with each unit colours, symbol and values', () => {
    const stacks = counterStacks(scenario, oob, richMap);
    expect(stacks.map((s) => [s.label, s.counters.length])).toEqual([
      ['2,2', 2],
      ['4,4', 1],
      ['1,3', 2],
    ]);
    const [first, second] = stacks[0]?.counters ?? [];
    expect(first).toMatchObject({
      id: 'fr-1',
      name: '1',
      side: 'french',
      background: '#2f5aa8',
      text: '#ffffff',
      symbol: 'infantry',
      printed: '5-4',
      faceDown: false,
    });
    expect(second).toMatchObject({ id: 'fr-2', name: '2nd Division', symbol: 'infantry' });
    expect(stacks[1]?.counters[0]).toMatchObject({ id: 'br-guards', background: '#f4f1e6', text: '#b22234', side: 'allied' });
  });

  it('shows pieces drawn from a pool face down in the drawing side colours', () => {
    const drawn = counterStacks(scenario, oob, richMap)[2]?.counters ?? [];
    expect(drawn.map((c) => c.id)).toEqual(['pool:bag#1', 'pool:bag#2']);
    expect(drawn[0]).toMatchObject({ faceDown: true, side: 'allied', background: '#b22234', name: 'Drawn from Allied bag' });
  });

  it('finds the hex of every kind of place on a grid', () => {
    expect(labelOfPlace(richMap, { region: 'north' })).toBe('1,1');
    expect(labelOfPlace(richMap, { area: 'x' })).toBeUndefined();
    expect(counterStacks({ ...scenario, setup: undefined }, undefined, richMap)).toEqual([]);
  });
});
