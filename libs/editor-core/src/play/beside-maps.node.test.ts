import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MapDocument } from '@kriegsspiel/formats';
import type { Picture } from '@kriegsspiel/rules-sdk';
import { actionPlaces } from './action-places';
import { mapWithBeside } from './beside-maps';
import { pictureCounterStacks, piecePlaces } from './picture-pieces';

const mapOf = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../mods/napoleons-eagles/maps/${name}.map.json`, import.meta.url), 'utf8')) as MapDocument;
const ligny = mapOf('ligny');
const quatreBras = mapOf('quatre-bras');

describe('mapWithBeside', () => {
  it("lays a battle's map to the right of the game's, its areas and connections renamed so shared ids stay apart", () => {
    const { map, sections } = mapWithBeside(ligny, 'Ligny', [{ battle: 'quatre-bras', name: 'Quatre Bras', map: quatreBras }]);
    const ids = (map.areas ?? []).map((a) => a.id);
    expect(ids).toHaveLength((ligny.areas ?? []).length + (quatreBras.areas ?? []).length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('front-a');
    expect(ids).toContain('quatre-bras/front-a');
    expect(map.connections).toContainEqual({ from: 'quatre-bras/fr-west-reserve', to: 'quatre-bras/fr-wing-a', kind: 'feeds' });
    // Every area of Quatre Bras is to the right of every area of Ligny, and keeps its own layout.
    const x = (id: string) => (map.areas ?? []).find((a) => a.id === id)?.position?.x ?? NaN;
    const lignyRight = Math.max(...(ligny.areas ?? []).map((a) => x(a.id)));
    for (const a of quatreBras.areas ?? []) expect(x(`quatre-bras/${a.id}`)).toBeGreaterThan(lignyRight + 150);
    expect(x('quatre-bras/fr-wing-b') - x('quatre-bras/fr-wing-a')).toBe((quatreBras.areas?.[2]?.position?.x ?? 0) - (quatreBras.areas?.[1]?.position?.x ?? 0));
    expect(sections.map((s) => [s.battle, s.name])).toEqual([
      [undefined, 'Ligny'],
      ['quatre-bras', 'Quatre Bras'],
    ]);
    expect(sections[1]?.x).toBe(Math.min(...(quatreBras.areas ?? []).map((a) => x(`quatre-bras/${a.id}`))));
  });

  it('is the map itself when nothing is beside it', () => {
    expect(mapWithBeside(ligny, 'Ligny', undefined)).toEqual({ map: ligny, sections: [] });
    expect(mapWithBeside(ligny, 'Ligny', []).map).toBe(ligny);
  });

  it("puts a picture's pieces on either map, and the legal actions on the map they act on", () => {
    const { map } = mapWithBeside(ligny, 'Ligny', [{ battle: 'quatre-bras', map: quatreBras }]);
    const picture: Picture = {
      pieces: [
        { at: { area: 'fr-wing-a' }, id: 'fr-old-guard', side: 'french', label: 'Old Guard' },
        { at: { area: 'fr-wing-a', map: 'quatre-bras' }, id: 'fr-ii-5-div', side: 'french', label: '5th Division' },
      ],
      actionsOn: 'quatre-bras',
    };
    const stacks = pictureCounterStacks(picture, undefined, map);
    expect(stacks.map((s) => [s.label, s.counters.map((c) => c.name)])).toEqual([
      ['fr-wing-a', ['Old Guard']],
      ['quatre-bras/fr-wing-a', ['5th Division']],
    ]);
    const ids = new Set((map.areas ?? []).map((a) => a.id));
    const units = piecePlaces(picture);
    const on = (label: string) => `${picture.actionsOn}/${label}`;
    const reader = { isHex: (l: string) => ids.has(on(l)), placeOf: on, hexOfUnit: (id: string) => units.get(id) };
    expect(actionPlaces({ type: 'move', unit: 'fr-ii-5-div', to: 'fr-west-reserve' }, reader)).toEqual({
      from: ['quatre-bras/fr-wing-a'],
      to: ['quatre-bras/fr-west-reserve'],
    });
    // An area only Ligny has is no place of the map the actions act on.
    expect(actionPlaces({ type: 'move', unit: 'fr-ii-5-div', to: 'fr-wing-c' }, reader).to).toEqual([]);
  });
});
