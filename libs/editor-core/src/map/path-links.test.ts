import { describe, expect, it } from 'vitest';
import type { Path } from '@kriegsspiel/formats';
import { findPathLink, linkDirection, pathPieces } from './path-links';
import { richMap } from '../test-support/tool-harness';

const road = richMap.paths?.[0] as Path;

describe('path links', () => {
  it('find a link in either order and read its direction', () => {
    expect(findPathLink(richMap, '3,4', '2,3')).toEqual({ path: 0, link: 1 });
    expect(findPathLink(richMap, '1,3', '3,4')).toBeUndefined();
    expect(linkDirection(road, 1)).toBe('forward');
    expect(linkDirection({ ...road, oneWay: [{ from: '3,4', to: '2,3' }] }, 1)).toBe('backward');
    expect(linkDirection(road, 0)).toBe('two-way');
  });

  it('cut a path where hexes go, the one-way links following their hexes', () => {
    const pieces = pathPieces(
      road,
      ['A', 'B', 'C', undefined],
      () => true,
      (id) => `${id}-2`,
    );
    expect(pieces).toEqual([{ id: 'high-road', name: 'High road', terrain: 'road', hexes: ['A', 'B', 'C'], oneWay: [{ from: 'B', to: 'C' }] }]);
    const halves = pathPieces(
      road,
      road.hexes,
      (i) => i !== 0,
      (id) => `${id}-2`,
    );
    expect(halves.map((p) => p.hexes)).toEqual([['2,3', '3,4', '4,3']]);
    expect(
      pathPieces(
        road,
        [undefined, 'B', undefined, 'D'],
        () => true,
        (id) => id,
      ),
    ).toEqual([]);
  });
});
