import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { mapWithBeside } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import { areaBoard } from './area-board';
import { playtestBoardStyles } from './playtest-board.styles';

afterEach(() => document.body.replaceChildren());

const map = {
  format: 'kriegsspiel-map/1',
  id: 'two-areas',
  name: 'Two areas',
  areas: [
    { id: 'wing', name: 'French Wing B', kind: 'wing', side: 'french' },
    { id: 'front', name: 'Front Line B', kind: 'front-line' },
  ],
  connections: [{ from: 'wing', to: 'front', kind: 'front' }],
} as unknown as MapDocument;

function draw(markers: { text: string; kind?: string }[]): SVGSVGElement {
  const host = document.createElement('div');
  host.style.width = '800px';
  host.style.height = '500px';
  // The board's own type sizes, as its shadow root has them.
  const style = document.createElement('style');
  style.textContent = playtestBoardStyles.cssText;
  document.body.append(style, host);
  render(
    areaBoard(map, {
      stacks: [],
      starts: [],
      ends: [],
      highlights: [],
      markers: markers.map((m) => ({ at: { area: 'front' }, ...m })),
      sideColours: new Map(),
      onClick: () => undefined,
    }),
    host,
  );
  return host.querySelector('svg.area-board') as SVGSVGElement;
}

describe('area board markers', () => {
  it("sizes each marker's tag to its text, so the cards of a battle can be read on the board", () => {
    const svg = draw([
      { kind: 'card', text: 'Attack: red 25 (crown)' },
      { kind: 'card', text: 'Defence: black 5 (drum)' },
      { kind: 'flanked', text: 'Flanked' },
    ]);
    const tags = [...svg.querySelectorAll('.area[data-area="front"] .marker')];
    expect(tags.map((t) => t.querySelector('text')?.textContent)).toEqual(['Attack: red 25 (crown)', 'Defence: black 5 (drum)', 'Flanked']);
    for (const tag of tags) {
      const text = (tag.querySelector('text') as SVGTextElement).getBBox();
      const rect = (tag.querySelector('rect') as SVGRectElement).getBBox();
      // The whole text lies inside its tag.
      expect(text.x).toBeGreaterThanOrEqual(rect.x);
      expect(text.x + text.width).toBeLessThanOrEqual(rect.x + rect.width);
    }
    // One under the other, not on top of each other.
    const ys = tags.map((t) => (t.querySelector('rect') as SVGRectElement).getBBox().y);
    expect(new Set(ys).size).toBe(3);
    expect(svg.querySelector('.area[data-area="front"]')?.getAttribute('aria-label')).toContain('Attack: red 25 (crown), Defence: black 5 (drum), Flanked');
  });

  it('cuts a very long marker on the board and keeps it whole in its tooltip', () => {
    const long = 'A marker that says far more than a word or two about the place';
    const svg = draw([{ text: long }]);
    const tag = svg.querySelector('.marker') as SVGGElement;
    expect(tag.querySelector('text')?.textContent).toMatch(/^A marker that says far more t…$/);
    expect(tag.querySelector('title')?.textContent).toBe(long);
  });
});

describe('area board of battles fought side by side', () => {
  const battle = (name: string, x: number) =>
    ({
      format: 'kriegsspiel-map/1',
      id: name.toLowerCase(),
      name,
      areas: [
        { id: 'wing', name: 'French Wing A', kind: 'wing', side: 'french', position: { x, y: 100 } },
        { id: 'front', name: 'Front Line A', kind: 'front-line', position: { x, y: 0 } },
      ],
      connections: [{ from: 'wing', to: 'front', kind: 'front' }],
    }) as unknown as MapDocument;

  it("draws both battles' maps, each under its heading, with its own pieces, cards and highlights", () => {
    const { map: both, sections } = mapWithBeside(battle('Ligny', 0), 'Ligny', [{ battle: 'quatre-bras', name: 'Quatre Bras', map: battle('Quatre Bras', 0) }]);
    const host = document.createElement('div');
    document.body.append(host);
    const counter = (id: string, name: string) => ({ id, name, side: 'french', background: '#1f4fa3', text: '#ffffff', faceDown: false });
    render(
      areaBoard(both, {
        stacks: [
          { label: 'wing', counters: [counter('fr-old-guard', 'Old Guard')] },
          { label: 'quatre-bras/wing', counters: [counter('fr-ii-5-div', '5th Division')] },
        ],
        starts: ['quatre-bras/wing'],
        ends: [],
        highlights: [{ at: { area: 'front', map: 'quatre-bras' }, note: 'The battle being fought' }],
        markers: [{ at: { area: 'front', map: 'quatre-bras' }, kind: 'card', text: 'Attack: red 25 (crown)' }],
        sideColours: new Map(),
        sections,
        onClick: () => undefined,
      }),
      host,
    );
    const svg = host.querySelector('svg.area-board') as SVGSVGElement;
    expect([...svg.querySelectorAll('text.section')].map((t) => t.textContent)).toEqual(['Ligny', 'Quatre Bras']);
    expect(svg.querySelectorAll('g.area')).toHaveLength(4);
    const label = (id: string) => svg.querySelector(`g.area[data-area="${id}"]`)?.getAttribute('aria-label');
    expect(label('wing')).toContain('Old Guard');
    expect(label('quatre-bras/wing')).toContain('5th Division');
    expect(label('wing')).not.toContain('5th Division');
    // The card and the highlight are on Quatre Bras's front, not on Ligny's of the same id.
    expect(label('quatre-bras/front')).toContain('Attack: red 25 (crown); The battle being fought');
    expect(label('front')).toBe('Front Line A, empty');
    expect(svg.querySelector('g.area[data-area="quatre-bras/wing"]')?.classList.contains('start')).toBe(true);
    // Quatre Bras is drawn to the right of Ligny.
    const box = (id: string) => (svg.querySelector(`g.area[data-area="${id}"] rect.body`) as SVGRectElement).getBBox();
    expect(box('quatre-bras/wing').x).toBeGreaterThan(box('wing').x + box('wing').width);
  });
});
