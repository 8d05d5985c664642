import { describe, expect, it } from 'vitest';
import { actionPlaces, actionsAt, mapChoices, type PlacedAction } from './action-places';

const hexes = new Set(['0101', '0102', '0103', '0201', '0202', '0801', '0802', '0803']);
const reader = { isHex: (label: string) => hexes.has(label), hexOfUnit: (id: string) => ({ 'red-1': '0101', 'blue-1': '0202' })[id] };

describe('actionPlaces', () => {
  it.each([
    ['a move from a hex to a hex', { type: 'move', kind: 'plains', from: '0801', to: '0802' }, ['0801'], ['0802']],
    ['a road move along a path, ending at its last hex', { type: 'move', kind: 'road', from: '0801', path: ['0802', '0803'] }, ['0801'], ['0803']],
    ['a unit moving (its hex from the view)', { type: 'move', unit: 'red-1', to: '0102' }, ['0101'], ['0102']],
    ['an attack on a unit', { type: 'attack', unit: 'red-1', target: 'blue-1' }, ['0101'], ['0202']],
    ['a stack acting on a hex', { type: 'bombard', stack: '0201', hex: '0202' }, ['0201'], ['0202']],
    ['a placement', { type: 'napoleon', at: '0103' }, [], ['0103']],
    ['places to choose', { type: 'reinforce', places: ['0101', '0102'], count: 2 }, [], ['0101', '0102']],
    ['a combat between stacks of both sides', { type: 'combat', french: ['0801'], allied: ['0802', '0803'] }, [], ['0801', '0802', '0803']],
    ['a card, a pass, nothing on the map', { type: 'bid', cards: ['0101'] }, [], []],
    ['not an object', 'pass', [], []],
  ])('%s', (_, action, from, to) => {
    expect(actionPlaces(action, reader)).toEqual({ from, to });
  });
});

describe('choosing on the map', () => {
  const actions = [
    { type: 'move', from: '0801', to: '0802' },
    { type: 'move', from: '0801', to: '0803' },
    { type: 'move', from: '0201', to: '0202' },
    { type: 'napoleon', at: '0103' },
    { type: 'pass' },
  ];
  const placed: PlacedAction[] = actions.map((action, index) => ({ index, action, places: actionPlaces(action, reader) }));

  it('highlights where actions start, and where an action that starts nowhere acts', () => {
    expect(mapChoices(placed, undefined)).toEqual({ starts: ['0801', '0201'], ends: ['0103'] });
  });

  it('highlights where the selected hex can go', () => {
    expect(mapChoices(placed, '0801')).toEqual({ starts: ['0801'], ends: ['0802', '0803'] });
  });

  it('tells which actions a click means: a move from the selected hex, else actions starting or ending here', () => {
    expect(actionsAt(placed, '0802', '0801').map((p) => p.index)).toEqual([0]);
    expect(actionsAt(placed, '0801', undefined).map((p) => p.index)).toEqual([0, 1]);
    expect(actionsAt(placed, '0103', undefined).map((p) => p.index)).toEqual([3]);
    expect(actionsAt(placed, '0202', '0801').map((p) => p.index)).toEqual([2]);
    expect(actionsAt(placed, '0102', undefined)).toEqual([]);
  });
});
