import { describe, expect, it } from 'vitest';
import { areaMapSvg } from './area-map-svg';
import { areaBox, areaPositions } from './area-geometry';
import { areaMap } from '../test-support/area-map';
import { findAll, parseXml, textOf, type XmlElement } from '../test-support/xml';

const byClass = (root: XmlElement, cls: string) => findAll(root, (e) => (e.attributes.class ?? '').split(' ').includes(cls));

describe('an area map as a vector SVG', () => {
  it('draws each area as a box with its name where the map puts it, and each connection as a line', () => {
    const root = parseXml(areaMapSvg(areaMap, { sideColours: new Map([['french', '#2f5aa8']]) }).svg);
    const areas = byClass(root, 'area');
    expect(areas.map((a) => a.attributes['data-area'])).toEqual(['fr-reserve', 'fr-wing', 'front', 'co-wing']);
    const reserve = areas[0] as XmlElement;
    const [body, stripe] = reserve.children.filter((c) => c.name === 'rect');
    // The box is centred on the area's position, and the reserve's border is dashed.
    expect(Number(body?.attributes.x) + areaBox.width / 2).toBeCloseTo(100, 6);
    expect(Number(body?.attributes.y) + areaBox.height / 2).toBeCloseTo(0, 6);
    expect(body?.attributes['stroke-dasharray']).toBe('6 4');
    expect(stripe?.attributes.fill).toBe('#2f5aa8');
    expect(byClass(root, 'area-name').map(textOf)).toEqual(['French reserve', 'French wing', 'Front line', 'Coalition wing']);
    const lines = byClass(root, 'connection');
    expect(lines.map((l) => `${l.attributes['data-from']}>${l.attributes['data-to']}`)).toEqual(['fr-reserve>fr-wing', 'fr-wing>front', 'co-wing>front']);
    // The feeds line runs from the reserve's bottom edge to the wing's top edge.
    const feeds = (lines[0] as XmlElement).children.find((c) => c.name === 'line');
    expect(Number(feeds?.attributes.y1)).toBeCloseTo(areaBox.height / 2, 6);
    expect(Number(feeds?.attributes.y2)).toBeCloseTo(100 - areaBox.height / 2, 6);
    expect(findAll(root, (e) => e.name === 'image')).toHaveLength(0);
  });

  it('has a viewBox round every box, sized at 96 units an inch', () => {
    const out = areaMapSvg(areaMap);
    const root = parseXml(out.svg);
    const [x, y, w, h] = (root.attributes.viewBox ?? '').split(' ').map(Number) as [number, number, number, number];
    for (const p of areaPositions(areaMap.areas ?? [])) {
      expect(p.x - areaBox.width / 2).toBeGreaterThanOrEqual(x);
      expect(p.x + areaBox.width / 2).toBeLessThanOrEqual(x + w);
      expect(p.y - areaBox.height / 2).toBeGreaterThanOrEqual(y);
      expect(p.y + areaBox.height / 2).toBeLessThanOrEqual(y + h);
    }
    expect(root.attributes.width).toBe(`${(w / 96).toFixed(3)}in`);
  });

  it('lists the units set up in an area when given, spreading the rows so the taller boxes do not touch', () => {
    const units = new Map([['fr-wing', ['Marshal Ney', 'II Corps & <Guard>', 'Guard Cavalry', 'Lancers', 'Horse artillery']]]);
    const root = parseXml(areaMapSvg(areaMap, { units }).svg);
    const wing = byClass(root, 'area').find((a) => a.attributes['data-area'] === 'fr-wing') as XmlElement;
    expect(byClass(wing, 'unit').map(textOf)).toEqual(units.get('fr-wing'));
    const boxes = byClass(root, 'area').map((a) => a.children[0] as XmlElement);
    const span = (r: XmlElement) => [Number(r.attributes.y), Number(r.attributes.y) + Number(r.attributes.height)] as const;
    // The three areas of the French column (reserve, wing, front) one under the other, without overlap.
    const [reserve, wingBox, front] = boxes.map(span);
    expect(reserve?.[1]).toBeLessThan(wingBox?.[0] as number);
    expect(wingBox?.[1]).toBeLessThan(front?.[0] as number);
  });
});
