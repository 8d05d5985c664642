import { describe, expect, it } from 'vitest';
import type { MapDocument, OobDocument } from '@kriegsspiel/formats';
import { piecesInView, unitHexes, viewCounterStacks } from './view-pieces';

const hexes = new Set(['0101', '0102', '0103', '0502', '0503', '0801', '0802']);
const isHex = (label: string) => hexes.has(label);

/** As Hundred Days shows the board: stacks by hex, enemy face-down units by nationality only. */
const hundredDaysView = {
  you: 'french',
  round: 1,
  stacks: {
    '0801': { side: 'allied', units: [{ hidden: true, nationality: 'english' }, { hidden: true, nationality: 'english' }] },
    '0802': { side: 'french', units: [{ id: 'fr-inf-1', type: 'infantry', combat: 3, nationality: 'french', faceUp: false }], napoleon: true },
  },
  hand: [{ id: 'artillery-7-1', value: 7 }],
};

/** As Outpost shows it: units by id, each with its hex; the enemy's without type or strength. */
const outpostView = {
  turn: 2,
  units: {
    'red-1': { id: 'red-1', owner: 'red', type: 'grenadiers', strength: 4, hex: '0102', faceUp: false, destroyed: false },
    'red-2': { id: 'red-2', owner: 'red', type: 'line', strength: 3, hex: null, faceUp: true, destroyed: true },
    'blue-1': { id: 'blue-1', owner: 'blue', hex: '0502', faceUp: false, destroyed: false },
  },
  board: { objective: '0103', terrain: { '0103': ['village'] } },
};

describe('piecesInView', () => {
  it('reads stacks keyed by hex, with the units the role may see and those it may not', () => {
    expect(piecesInView(hundredDaysView, isHex)).toEqual([
      { hex: '0801', pieces: [{ hidden: true, side: 'allied', nationality: 'english' }, { hidden: true, side: 'allied', nationality: 'english' }] },
      // Its own face-down unit: the French player knows what it is.
      { hex: '0802', pieces: [{ id: 'fr-inf-1', hidden: false, side: 'french', nationality: 'french', type: 'infantry' }] },
    ]);
  });

  it('reads pieces that carry their hex, leaving out those off the map', () => {
    expect(piecesInView(outpostView, isHex)).toEqual([
      { hex: '0102', pieces: [{ id: 'red-1', hidden: false, side: 'red', type: 'grenadiers' }] },
      { hex: '0502', pieces: [{ id: 'blue-1', hidden: true, side: 'blue' }] },
    ]);
  });

  it('finds nothing in a view without positions', () => {
    expect(piecesInView({ score: 3, hand: ['a'] }, isHex)).toBeUndefined();
    expect(piecesInView('text', isHex)).toBeUndefined();
  });

  it('knows where each unit it shows stands', () => {
    expect(unitHexes(piecesInView(outpostView, isHex) ?? [])).toEqual(new Map([['red-1', '0102'], ['blue-1', '0502']]));
  });
});

describe('viewCounterStacks', () => {
  const oob = {
    id: 'o',
    name: 'O',
    sides: [{ id: 'french', name: 'French army', color: '#1f4fa3' }, { id: 'allied', name: 'Allies', color: '#b02020' }],
    nationalities: [{ id: 'english', name: 'English', side: 'allied', colors: { background: '#c8102e', text: '#ffffff' } }],
    units: [{ id: 'fr-inf-1', name: 'I Corps', type: 'infantry', side: 'french' }],
  } as unknown as OobDocument;
  const map = { id: 'm', name: 'M' } as MapDocument;

  it('draws known units as their counters and hidden ones face down in their nationality’s colours', () => {
    const stacks = viewCounterStacks([{ hex: '0801', pieces: [{ hidden: true, nationality: 'english' }] }, { hex: '0802', pieces: [{ id: 'fr-inf-1', hidden: false }] }], oob, map);
    expect(stacks[0]).toEqual({ label: '0801', counters: [{ id: '0801#1', name: 'English piece, face down', side: 'allied', background: '#c8102e', text: '#ffffff', faceDown: true }] });
    expect(stacks[1]?.counters[0]).toMatchObject({ id: 'fr-inf-1', name: 'I Corps', side: 'french', background: '#1f4fa3', faceDown: false });
  });
});
