import { describe, expect, it } from 'vitest';
import { createLayout, hexToPixel, pixelBounds } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';
import { mapDrawing, terrainTypesFor, type MapDrawing } from './map-drawing';
import { mapSvg } from './map-svg';
import type { CounterStack } from './map-counters';
import { richMap } from '../test-support/tool-harness';
import { findAll, parseXml, textOf, type XmlElement } from '../test-support/xml';

const drawingOf = (map: MapDocument) => mapDrawing(map, terrainTypesFor(map)) as MapDrawing;
const byClass = (root: XmlElement, cls: string) => findAll(root, (e) => (e.attributes.class ?? '').split(' ').includes(cls));

describe('a map as a vector SVG', () => {
  const drawing = drawingOf(richMap);

  it('draws every hex as a path filled with its terrain, and no picture', () => {
    const root = parseXml(mapSvg(drawing).svg);
    expect(root.name).toBe('svg');
    const hexes = byClass(root, 'hex');
    expect(hexes).toHaveLength(6 * 5);
    expect(hexes.every((h) => h.name === 'path' && /^M[\d. L-]+Z$/.test(h.attributes.d ?? ''))).toBe(true);
    const wood = hexes.find((h) => h.attributes['data-hex'] === '2,2');
    expect(wood?.attributes.fill).toBe('#448844');
    expect(hexes.find((h) => h.attributes['data-hex'] === '1,1')?.attributes.fill).toBe('#eeeecc');
    // The village's colour is on top of the clear under it.
    expect(hexes.find((h) => h.attributes['data-hex'] === '4,4')?.attributes['data-terrain']).toBe('clear village');
    expect(findAll(root, (e) => e.name === 'image')).toHaveLength(0);
  });

  it('has a viewBox round the map’s hexes and a print size of 96 map pixels an inch', () => {
    const out = mapSvg(drawing, { hexSize: 30 });
    const root = parseXml(out.svg);
    const layout = createLayout('flat', 30);
    const b = pixelBounds(layout, drawing.grid.hexes());
    const [x, y, w, h] = (root.attributes.viewBox ?? '').split(' ').map(Number) as [number, number, number, number];
    expect(x).toBeLessThanOrEqual(b.minX);
    expect(y).toBeLessThanOrEqual(b.minY);
    expect(x + w).toBeGreaterThanOrEqual(b.maxX);
    expect(y + h).toBeGreaterThanOrEqual(b.maxY);
    // Half a hex to spare on each side, no more (rounded out to whole pixels).
    expect(b.minX - x).toBeLessThanOrEqual(16);
    expect(x + w - b.maxX).toBeLessThanOrEqual(16);
    expect(root.attributes.width).toBe(`${(w / 96).toFixed(3)}in`);
    expect(root.attributes.height).toBe(`${(h / 96).toFixed(3)}in`);
    expect(out.inches.width).toBeCloseTo(w / 96, 9);
  });

  it('draws the road as a polyline through its hexes’ centres, and the river on the side the hexes share', () => {
    const root = parseXml(mapSvg(drawing, { hexSize: 30 }).svg);
    const layout = createLayout('flat', 30);
    const centre = (label: string) => {
      const found = drawing.grid.labelToHex(label);
      if (!found.ok) throw new Error(found.error);
      return hexToPixel(layout, found.hex);
    };
    const [road] = byClass(root, 'road');
    expect(road?.name).toBe('polyline');
    expect(road?.attributes.stroke).toBe('#553311');
    const points = (road?.attributes.points ?? '').split(' ').map((p) => p.split(',').map(Number));
    expect(points).toHaveLength(4);
    ['1,3', '2,3', '3,4', '4,3'].forEach((label, i) => {
      expect(points[i]?.[0]).toBeCloseTo(centre(label).x, 1);
      expect(points[i]?.[1]).toBeCloseTo(centre(label).y, 1);
    });
    const [river] = byClass(root, 'hexside');
    const line = river?.children.find((c) => c.name === 'line');
    expect(line?.attributes.stroke).toBe('#3366cc');
    // The side's middle is halfway between the two centres.
    const mid = { x: (Number(line?.attributes.x1) + Number(line?.attributes.x2)) / 2, y: (Number(line?.attributes.y1) + Number(line?.attributes.y2)) / 2 };
    expect(mid.x).toBeCloseTo((centre('1,1').x + centre('2,1').x) / 2, 1);
    expect(mid.y).toBeCloseTo((centre('1,1').y + centre('2,1').y) / 2, 1);
  });

  it('writes hex numbers, place names and location codes as text', () => {
    const root = parseXml(mapSvg(drawing).svg);
    const numbers = byClass(root, 'hex-number').map(textOf);
    expect(numbers).toHaveLength(30);
    expect(numbers).toContain('2,2');
    expect(byClass(root, 'place-name').map(textOf)).toEqual(['Wood']);
    expect(textOf(byClass(root, 'location')[0] as XmlElement)).toBe('T');
    expect(byClass(root, 'region')).toHaveLength(1);
    expect(byClass(root, 'entry')).toHaveLength(1);
  });

  it('escapes names, and draws counters only when given, with the hex number over them', () => {
    const map = { ...richMap, name: 'Mont-Saint-Jean & <Plancenoit>', hexes: { ...richMap.hexes, '2,2': { terrain: ['forest'], name: 'Bois "de" Paris' } } };
    const stacks: CounterStack[] = [
      {
        label: '2,2',
        counters: [
          { id: 'a', name: 'Guards', background: '#b22234', text: '#ffffff', symbol: 'infantry', printed: '4-6', faceDown: false },
          { id: 'b', name: 'Hussars', background: '#2f5aa8', text: '#ffffff', symbol: 'cavalry', faceDown: false },
        ],
      },
    ];
    const plain = parseXml(mapSvg(drawingOf(map)).svg);
    expect(textOf(findAll(plain, (e) => e.name === 'title')[0] as XmlElement)).toBe('Mont-Saint-Jean & <Plancenoit>');
    expect(byClass(plain, 'place-name').map(textOf)).toEqual(['Bois "de" Paris']);
    expect(byClass(plain, 'stack')).toHaveLength(0);
    const withCounters = parseXml(mapSvg(drawingOf(map), { counters: stacks }).svg);
    const [stack] = byClass(withCounters, 'stack');
    expect(stack?.attributes['data-units']).toBe('a b');
    expect(findAll(stack as XmlElement, (e) => e.name === 'text').map(textOf)).toContain('2');
    // The number of the hex under the stack comes after the counters in the document, so it is drawn over them.
    const ids = findAll(withCounters, (e) => e.name === 'g' && e.attributes.id !== undefined).map((e) => e.attributes.id);
    expect(ids.indexOf('hex-numbers-over-counters')).toBeGreaterThan(ids.indexOf('counters'));
    expect(byClass(withCounters, 'hex-number').map(textOf)).toHaveLength(30);
    expect(byClass(withCounters, 'hidden-mark')).toHaveLength(0);
  });

  it('marks a top counter that is face down to the enemy with a turned-down corner', () => {
    const stacks: CounterStack[] = [
      {
        label: '2,2',
        counters: [
          { id: 'a', name: 'Guards (face down to the enemy)', background: '#b22234', text: '#ffffff', symbol: 'infantry', faceDown: false, hidden: true },
        ],
      },
    ];
    const root = parseXml(mapSvg(drawingOf(richMap), { counters: stacks }).svg);
    const [stack] = byClass(root, 'stack');
    expect(byClass(stack as XmlElement, 'hidden-mark')).toHaveLength(1);
    expect(textOf(findAll(stack as XmlElement, (e) => e.name === 'title')[0] as XmlElement)).toBe('Guards (face down to the enemy)');
  });
});
