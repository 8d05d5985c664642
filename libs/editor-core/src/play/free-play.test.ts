import { describe, expect, it } from 'vitest';
import type { MapDocument, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { createRandom, seedState } from '@kriegsspiel/rules-sdk';
import {
  freePlayHistory,
  freePlayPicture,
  freePlayStart,
  movePiece,
  piecesAt,
  recordStep,
  redoStep,
  rollDice,
  undoStep,
  type FreePlayBundle,
} from './free-play';

const oob = {
  id: 'o',
  name: 'O',
  sides: [{ id: 'blue', name: 'Blue' }],
  units: [{ id: 'b-1', name: 'First Blue', type: 'line', side: 'blue' }],
  formations: [{ id: 'f', name: 'F', side: 'blue', units: [{ id: 'b-2', name: 'Second Blue', type: 'line' }] }],
} as unknown as OobDocument;
const map = { id: 'm', name: 'M', grid: { orientation: 'flat' }, locations: [{ id: 'mill', name: 'Mill', hex: '0303' }] } as unknown as MapDocument;
const scenario = {
  id: 's',
  name: 'Sketch',
  setup: [
    { units: ['b-1'], at: { hex: '0101' } },
    { units: ['b-2'], at: [{ location: 'mill' }, { hex: '0404' }] },
    { at: { hex: '0202' }, draw: { pool: 'p', count: 2 } },
    { units: ['ghost'], at: { box: 'reserve' } },
  ],
} as unknown as ScenarioDocument;
const bundle: FreePlayBundle = { scenario, map, oob };

describe('freePlayStart', () => {
  it('sets up the scenario’s pieces where they start, by name, and says what it left off', () => {
    const state = freePlayStart(bundle, 7);
    expect(state.pieces).toEqual([
      { id: 'b-1', name: 'First Blue', at: { hex: '0101' } },
      { id: 'b-2', name: 'Second Blue', at: { hex: '0303' } },
    ]);
    expect(state.log.map((e) => e.text)).toEqual(['Set up 2 pieces from Sketch', '3 pieces are not on the board (drawn in play, or placed off the map)']);
    expect(state.random).toEqual(seedState(7));
  });

  it('places pieces in areas on an area map', () => {
    const areaMap = { id: 'a', name: 'A', areas: [{ id: 'paris' }] } as unknown as MapDocument;
    const s = { ...scenario, setup: [{ units: ['b-1'], at: { area: 'paris' } }] } as ScenarioDocument;
    expect(freePlayStart({ scenario: s, map: areaMap, oob }, 1).pieces).toEqual([{ id: 'b-1', name: 'First Blue', at: { area: 'paris' } }]);
  });
});

describe('movePiece', () => {
  it('puts the piece on top of the stack where it goes, and logs the move', () => {
    const start = freePlayStart(bundle, 7);
    const moved = movePiece(start, 'b-1', { hex: '0303' });
    expect(piecesAt(moved, '0303').map((p) => p.id)).toEqual(['b-2', 'b-1']);
    expect(piecesAt(moved, '0101')).toEqual([]);
    expect(moved.log.at(-1)?.text).toBe('Moved First Blue from 0101 to 0303');
    expect(piecesAt(start, '0101').map((p) => p.id)).toEqual(['b-1']);
  });

  it('changes nothing for an unknown piece or a move to where it stands', () => {
    const start = freePlayStart(bundle, 7);
    expect(movePiece(start, 'nobody', { hex: '0505' })).toBe(start);
    expect(movePiece(start, 'b-1', { hex: '0101' })).toBe(start);
  });
});

describe('rollDice', () => {
  it('rolls with the engine’s seeded generator: the same seed, the same rolls', () => {
    const expected = seedState(7);
    const random = createRandom(expected);
    const d6 = random.die(6);
    const two = random.dice(2, 6);
    const d10 = random.die(10);
    let state = freePlayStart(bundle, 7);
    state = rollDice(rollDice(rollDice(state, 'd6'), '2d6'), 'd10');
    expect(state.log.slice(-3).map((e) => e.dice)).toEqual([[d6], two, [d10]]);
    expect(state.log.at(-2)?.text).toBe(`Rolled 2d6: ${two[0]} + ${two[1]} = ${(two[0] ?? 0) + (two[1] ?? 0)}`);
    expect(state.log.at(-1)?.text).toBe(`Rolled d10: ${d10}`);
    expect(state.random.used).toBe(4);
  });

  it('leaves the state it rolled from as it was', () => {
    const start = freePlayStart(bundle, 7);
    const before = JSON.stringify(start);
    rollDice(start, '2d6');
    expect(JSON.stringify(start)).toBe(before);
  });

  it('gives different rolls for different seeds', () => {
    const rolls = (seed: number) =>
      Array.from({ length: 8 })
        .reduce<ReturnType<typeof freePlayStart>>((s) => rollDice(s, 'd10'), freePlayStart(bundle, seed))
        .log.map((e) => e.dice);
    expect(rolls(1)).not.toEqual(rolls(2));
  });
});

describe('the history', () => {
  it('undoes and redoes moves and rolls; undoing a roll undoes the generator too', () => {
    let h = freePlayHistory(freePlayStart(bundle, 3));
    h = recordStep(h, movePiece(h.present, 'b-1', { hex: '0202' }));
    h = recordStep(h, rollDice(h.present, '2d6'));
    const rolled = h.present.log.at(-1);
    h = undoStep(h);
    expect(h.present.log.at(-1)?.text).toBe('Moved First Blue from 0101 to 0202');
    expect(h.future).toHaveLength(1);
    h = recordStep(h, rollDice(h.present, '2d6'));
    expect(h.present.log.at(-1)).toEqual(rolled);
    expect(h.future).toEqual([]);
    h = undoStep(undoStep(h));
    expect(piecesAt(h.present, '0101').map((p) => p.id)).toEqual(['b-1']);
    expect(undoStep(h)).toBe(h);
    h = redoStep(h);
    expect(piecesAt(h.present, '0202').map((p) => p.id)).toEqual(['b-1']);
    h = redoStep(h);
    expect(redoStep(h)).toBe(h);
  });

  it('records no step for a move that changed nothing', () => {
    const h = freePlayHistory(freePlayStart(bundle, 3));
    expect(recordStep(h, movePiece(h.present, 'b-1', { hex: '0101' }))).toBe(h);
  });
});

describe('freePlayPicture', () => {
  it('draws every piece face up where it stands', () => {
    expect(freePlayPicture(freePlayStart(bundle, 1)).pieces).toEqual([
      { id: 'b-1', at: { hex: '0101' }, side: '' },
      { id: 'b-2', at: { hex: '0303' }, side: '' },
    ]);
  });
});
