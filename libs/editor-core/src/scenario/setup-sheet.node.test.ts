// The set-up sheet of real scenarios: Quatre Bras (Napoleon's Eagles, an area map) and the
// Waterloo campaign of 16-18 June (a hex map with entry points and turn labels).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDocument, OobDocument, ScenarioDocument } from '@kriegsspiel/formats';
import { placeName, setupSheet } from './setup-sheet';
import { findAll, parseXml, textOf, type XmlElement } from '../test-support/xml';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const read = <T>(file: string) => JSON.parse(readFileSync(`${root}/mods/${file}`, 'utf8')) as T;

/** The page's body, read as XML (the sheet is written as well-formed XHTML-compatible HTML). */
function bodyOf(html: string): XmlElement {
  const page = parseXml(html.replace(/^<!doctype html>/, '').replace(/<meta charset="utf-8">/, '<meta charset="utf-8"/>'));
  return findAll(page, (e) => e.name === 'body')[0] as XmlElement;
}
const sections = (body: XmlElement) => findAll(body, (e) => e.name === 'section');
const unitIds = (from: XmlElement) => findAll(from, (e) => e.name === 'li' && e.attributes['data-unit'] !== undefined).map((e) => e.attributes['data-unit']);

describe('a scenario’s set-up sheet', () => {
  const qb = {
    scenario: read<ScenarioDocument>('napoleons-eagles/scenarios/quatre-bras.scenario.json'),
    oob: read<OobDocument>('napoleons-eagles/oobs/hundred-days.oob.json'),
    map: read<MapDocument>('napoleons-eagles/maps/quatre-bras.map.json'),
  };

  it('lists every unit set up and every arrival, each once, under its side', () => {
    const sheet = setupSheet(qb);
    const body = bodyOf(sheet.html);
    const setUp = (qb.scenario.setup ?? []).flatMap((p) => p.units ?? []);
    const arriving = (qb.scenario.reinforcements?.schedule ?? []).flatMap((a) => a.units);
    expect(unitIds(body).sort()).toEqual([...setUp, ...arriving].sort());
    const french = sections(body).find((s) => s.attributes['data-side'] === 'french') as XmlElement;
    expect(textOf(findAll(french, (e) => e.name === 'h2')[0] as XmlElement)).toMatch(/^French/);
    expect(unitIds(french)).toContain('fr-ney');
    expect(unitIds(french)).not.toContain('al-prince-william');
  });

  it('names areas by their names, and gives the notes of the scenario', () => {
    const sheet = setupSheet(qb);
    const french = sheet.sides.find((s) => s.id === 'french');
    expect(french?.setup[0]?.place).toBe('West Reserve');
    expect(french?.setup[0]?.units.map((u) => u.id)).toEqual(['fr-ney', 'fr-ii-5-9-div', 'fr-guard-cavalry']);
    const entry = sheet.sides.flatMap((s) => s.arrivals).find((r) => r.units.some((u) => u.id === 'fr-i-corps-cavalry'));
    expect(entry?.turn).toBe('3');
    expect(entry?.notes).toContain('if entry-check');
  });

  it('orders arrivals by turn, with the turn’s label, at named entry points, sized for the paper chosen', () => {
    const wc = {
      scenario: read<ScenarioDocument>('waterloo-campaign-rbm/scenarios/june-16-18.scenario.json'),
      oob: read<OobDocument>('waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json'),
      map: read<MapDocument>('waterloo-campaign-rbm/maps/waterloo-campaign.map.json'),
    };
    const sheet = setupSheet({ ...wc, paper: 'letter' });
    const arrivals = sheet.sides.flatMap((s) => s.arrivals);
    expect(arrivals.length).toBeGreaterThan(0);
    expect(arrivals.map((a) => a.turn)).toContain('3 (June 16 AM)');
    const firstTurn = (r: { turn?: string }) => Number(r.turn?.split(' ')[0]);
    for (const s of sheet.sides) expect(s.arrivals.map(firstTurn)).toEqual([...s.arrivals.map(firstTurn)].sort((a, b) => a - b));
    expect(arrivals.some((a) => / entry \(hex \d+\)$/.test(a.place))).toBe(true);
    expect(sheet.html).toContain('@page { size: letter;');
    // A set-up row says its hex, or the box off the map.
    expect(sheet.sides.flatMap((s) => s.setup).every((r) => /^(hex \d+|box \S+)/.test(r.place))).toBe(true);
    expect(unitIds(bodyOf(sheet.html))).toContain('fr-guard-corps');
  });

  it('escapes names and says where unknown places are', () => {
    const scenario: ScenarioDocument = {
      ...qb.scenario,
      name: 'Ney & <the> "Bois"',
      setup: [{ units: ['ghost'], at: { box: 'eliminated' } }],
      reinforcements: undefined,
      pools: [{ id: 'cup', name: 'Cup', units: ['fr-ney'] }],
    };
    const sheet = setupSheet({ scenario });
    const body = bodyOf(sheet.html);
    expect(textOf(findAll(body, (e) => e.name === 'h1')[0] as XmlElement)).toBe('Ney & <the> "Bois"');
    expect(sheet.sides.map((s) => s.name)).toEqual(['No side']);
    expect(sheet.pools[0]?.units[0]?.id).toBe('fr-ney');
    expect(placeName({ area: 'nowhere-land' }, qb.map)).toBe('area nowhere-land');
    expect(placeName([{ hex: '0101' }, { box: 'x' }], undefined)).toBe('hex 0101 or box x');
  });
});
