import { describe, expect, it } from 'vitest';
import type { MapDocument, OobDocument } from '@kriegsspiel/formats';
import type { Picture } from '@kriegsspiel/rules-sdk';
import { facingAngle, mapWithPictureTerrain, pictureCounterStacks, pictureTerrainKey, piecePlaces } from './picture-pieces';

const oob = {
  id: 'o',
  name: 'O',
  sides: [
    { id: 'french', name: 'French army', color: '#1f4fa3' },
    { id: 'allied', name: 'Allies', color: '#b02020' },
  ],
  nationalities: [{ id: 'english', name: 'English', side: 'allied', colors: { background: '#c8102e', text: '#ffffff' } }],
  unitTypes: [{ id: 'infantry', name: 'Infantry', symbol: 'infantry' }],
  units: [{ id: 'fr-inf-1', name: 'I Corps', type: 'infantry', side: 'french' }],
} as unknown as OobDocument;
const hexMap = { id: 'm', name: 'M', grid: { orientation: 'flat' } } as MapDocument;

/** As Hundred Days draws the board for the French: an English stack face down, a French unit with Napoleon. */
const picture: Picture = {
  pieces: [
    { at: { hex: '0801' }, side: 'allied', nationality: 'english', faceDown: true },
    { at: { hex: '0801' }, side: 'allied', nationality: 'english', faceDown: true },
    { at: { hex: '0802' }, id: 'fr-inf-1', side: 'french', type: 'infantry', values: '3' },
    { at: { hex: '0802' }, id: 'napoleon', side: 'french', type: 'leader', label: 'Napoleon' },
  ],
  tracks: [{ name: 'Game turn', value: 1 }],
};

describe('pictureCounterStacks', () => {
  it('stacks pieces per hex, bottom first; face-down pieces show only their back in their nationality’s colours', () => {
    const stacks = pictureCounterStacks(picture, oob, hexMap);
    expect(stacks.map((s) => [s.label, s.counters.map((c) => c.id)])).toEqual([
      ['0801', ['0801#1', '0801#2']],
      ['0802', ['fr-inf-1', 'napoleon']],
    ]);
    expect(stacks[0]?.counters[0]).toEqual({
      id: '0801#1',
      name: 'English piece, face down',
      side: 'allied',
      background: '#c8102e',
      text: '#ffffff',
      faceDown: true,
    });
  });

  it('draws a unit of the order of battle as its counter, with the values and label the picture gives', () => {
    const [, french] = pictureCounterStacks(picture, oob, hexMap);
    expect(french?.counters[0]).toMatchObject({
      id: 'fr-inf-1',
      name: 'I Corps',
      side: 'french',
      background: '#1f4fa3',
      symbol: 'infantry',
      printed: '3',
      faceDown: false,
    });
    // Napoleon is not in this order of battle: his side's colours and the picture's label.
    expect(french?.counters[1]).toMatchObject({ id: 'napoleon', name: 'Napoleon', background: '#1f4fa3', text: '#ffffff', faceDown: false });
  });

  it('marks a piece its owner sees face up that the enemy sees face down, in its name too', () => {
    const own: Picture = { pieces: [{ at: { hex: '0318' }, id: 'fr-inf-1', side: 'french', type: 'infantry', values: '3', hidden: true }] };
    const [stack] = pictureCounterStacks(own, oob, hexMap);
    expect(stack?.counters[0]).toMatchObject({ id: 'fr-inf-1', name: 'I Corps (face down to the enemy)', printed: '3', faceDown: false, hidden: true });
    // A piece face up on the table carries no mark.
    const [, french] = pictureCounterStacks(picture, oob, hexMap);
    expect(french?.counters[0]?.hidden).toBeUndefined();
  });

  it('places pieces on areas by id, and turns a facing into the angle of the hexside on a hex map only', () => {
    const onAreas: Picture = { pieces: [{ at: { area: 'fr-wing-a' }, id: 'fr-inf-1', side: 'french', facing: 2 }] };
    expect(pictureCounterStacks(onAreas, oob, { id: 'a', name: 'A', areas: [] } as unknown as MapDocument)).toEqual([
      { label: 'fr-wing-a', counters: [expect.not.objectContaining({ facing: expect.anything() })] },
    ]);
    const faced = pictureCounterStacks({ pieces: [{ at: { hex: '0101' }, id: 'fr-inf-1', side: 'french', facing: 2 }] }, oob, hexMap);
    expect(faced[0]?.counters[0]?.facing).toBeCloseTo(-Math.PI / 2);
  });

  it('draws nothing for a ruleset without a picture', () => {
    expect(pictureCounterStacks(null, oob, hexMap)).toEqual([]);
  });
});

describe('facingAngle', () => {
  it('points at the hexside of each direction in the map’s orientation', () => {
    // Flat-top: direction 2 is north (up the screen), 0 is south-east. Pointy-top: 0 is east, 2 north-west.
    expect(facingAngle('flat', 2)).toBeCloseTo(-Math.PI / 2);
    expect(facingAngle('flat', 0)).toBeCloseTo(Math.PI / 6);
    expect(facingAngle('pointy', 0)).toBeCloseTo(0);
    expect(facingAngle('pointy', 2)).toBeCloseTo((-2 * Math.PI) / 3);
  });
});

describe('piecePlaces', () => {
  it('says where each face-up unit stands, and nothing of face-down pieces', () => {
    expect(piecePlaces(picture)).toEqual(
      new Map([
        ['fr-inf-1', '0802'],
        ['napoleon', '0802'],
      ]),
    );
    expect(piecePlaces({ pieces: [{ at: { area: 'fr-wing-a' }, id: 'fr-cav-1', side: 'french' }] })).toEqual(new Map([['fr-cav-1', 'fr-wing-a']]));
  });
});

describe('mapWithPictureTerrain', () => {
  const base = {
    $schema: '../../../schemas/map.schema.json',
    id: 'field',
    name: 'Field',
    defaultTerrain: 'clear',
    grid: { orientation: 'flat', columns: 3, rows: 3 },
    hexes: { A1: { terrain: ['hill'], name: 'Mont' } },
  } as unknown as MapDocument;

  it('draws a laid tile instead of the map’s terrain, keeping the hex’s other facts', () => {
    const picture: Picture = {
      pieces: [],
      terrain: [
        { hex: 'A1', terrain: ['woods'] },
        { hex: 'B2', terrain: ['town'] },
      ],
    };
    const drawn = mapWithPictureTerrain(base, picture);
    expect(drawn.hexes?.['A1']).toEqual({ terrain: ['woods'], name: 'Mont' });
    expect(drawn.hexes?.['B2']).toEqual({ terrain: ['town'] });
    // The map document itself is left as it was.
    expect(base.hexes?.['A1']).toEqual({ terrain: ['hill'], name: 'Mont' });
  });

  it('is the same map when the picture changes no terrain, and keys pictures by their terrain only', () => {
    expect(mapWithPictureTerrain(base, { pieces: [] })).toBe(base);
    expect(mapWithPictureTerrain(base, null)).toBe(base);
    const one: Picture = { pieces: [], terrain: [{ hex: 'A1', terrain: ['woods'] }] };
    const moved: Picture = { pieces: [{ at: { hex: 'C3' }, side: 'french', faceDown: true }], terrain: [{ hex: 'A1', terrain: ['woods'] }] };
    expect(pictureTerrainKey(moved)).toBe(pictureTerrainKey(one));
    expect(pictureTerrainKey({ pieces: [] })).not.toBe(pictureTerrainKey(one));
  });
});
