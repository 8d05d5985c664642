import { describe, expect, it } from 'vitest';
import type { OobDocument } from '@kriegsspiel/formats';
import { counterBox, counterSymbols, escapeXml, faceSvgDocument, pieceOfTemplate, pieceOfUnit, resolveFace, symbolSvg } from './counter-art';
import { counterSheet, printablePieces } from './counter-sheet';
import { demoOob } from '../test-support/oob-fixtures';
import { unitTypesOf } from '../oob/oob-index';
import { demoManifest } from '../test-support/oob-fixtures';

const unit = (id: string) =>
  demoOob.formations?.flatMap((f) => [...(f.units ?? []), ...(f.formations ?? []).flatMap((g) => g.units ?? [])]).find((u) => u.id === id);

describe('counter art', () => {
  it('sizes counters in millimetres from size and shape', () => {
    expect(counterBox(undefined)).toEqual({ width: 16, height: 16, shape: 'square' });
    expect(counterBox({ front: {}, size: 20, shape: 'rectangle' })).toEqual({ width: 20, height: 10, shape: 'rectangle' });
    expect(counterBox({ front: {}, size: 25, shape: 'card' }).height).toBe(35);
  });

  it('resolves colours from the face, the front, then the nationality or side', () => {
    const fr = pieceOfUnit(demoOob, unit('fr-inf-6') as never);
    expect(fr.front).toMatchObject({ printed: '6', symbol: 'infantry', background: '#1f4fa3', text: '#ffffff', blank: false });
    expect(fr.back).toMatchObject({ blank: true, background: '#1f4fa3' });
    // No counter at all: the nationality's colours and the type's symbol.
    const cav = pieceOfUnit(demoOob, unit('fr-cav-1') as never, 'cavalry');
    expect(cav.front).toMatchObject({ symbol: 'cavalry', background: '#1f4fa3', blank: false });
    const prussian = pieceOfUnit({ ...demoOob, units: [{ id: 'p', name: 'P', type: 'infantry', nationality: 'prussian' }] } as OobDocument, {
      id: 'p',
      name: 'P',
      type: 'infantry',
      nationality: 'prussian',
    });
    expect(prussian.front.background).toBe('#c0262d');
    expect(resolveFace(undefined, 'front').background).toMatch(/^#/);
  });

  it('draws every symbol of the format, and nothing for none', () => {
    for (const s of counterSymbols) {
      const svg = symbolSvg(s, 0, 0, 8, 5, '#fff');
      if (s === 'none') expect(svg).toBe('');
      else expect(svg).toMatch(/<(rect|line|circle|path)/);
    }
    expect(symbolSvg('infantry', 0, 0, 8, 5, '#fff').match(/<line/g)).toHaveLength(2);
    expect(symbolSvg('cavalry', 0, 0, 8, 5, '#fff').match(/<line/g)).toHaveLength(1);
    expect(symbolSvg('artillery', 0, 0, 8, 5, '#fff')).toContain('<circle');
    expect(symbolSvg('leader', 0, 0, 8, 5, '#fff')).toContain('<path');
  });

  it('writes a face at print size with its texts escaped', () => {
    const face = { ...resolveFace({ front: { name: 'Pirch <I>', printed: '4-6', label: 'II', symbol: 'infantry' } }, 'front'), background: '#123456' };
    const svg = faceSvgDocument(face, counterBox({ front: {}, size: 18 }), 'Pirch');
    expect(svg).toMatch(/^<svg [^>]*width="18mm" height="18mm" viewBox="0 0 18 18"/);
    expect(svg).toContain('Pirch &lt;I&gt;');
    expect(svg).toContain('>4-6<');
    expect(svg).toContain('fill="#123456"');
    expect(escapeXml(`"a'&`)).toBe('&quot;a&#39;&amp;');
  });
});

describe('counter sheet', () => {
  it('prints every unit and each copy of a blank, fronts and mirrored backs, with cut lines', () => {
    const pieces = printablePieces([demoOob], unitTypesOf(demoOob, [demoManifest]));
    expect(pieces.map((p) => p.id)).toEqual(['napoleon', 'fr-inf-6', 'fr-cav-1', 'en-inf-5', 'blank-fr-inf-1', 'blank-fr-inf-2', 'blank-any']);
    const sheet = counterSheet(pieces, { title: 'Demo' });
    expect(sheet.count).toBe(7);
    expect(sheet.pages).toHaveLength(1);
    const page = sheet.pages[0];
    expect(page?.front).toMatch(/^<svg [^>]*width="210mm" height="297mm"/);
    expect(page?.front).toContain('Demo — sheet 1 of 1, fronts');
    expect(page?.back).toContain('backs');
    expect(page?.front).toContain('stroke-dasharray="1 0.6"');
    // The first front is at the left margin; its back is mirrored to the right.
    expect(page?.front).toMatch(/<rect x="10.05" y="16.05"/);
    expect(page?.back).toMatch(/<rect x="184.05" y="16.05"/);
    expect(sheet.combined).toMatch(/height="594mm"/);
  });

  it('starts new rows and pages as pieces fill them', () => {
    const piece = pieceOfTemplate(demoOob, demoOob.templates?.[0] as never);
    const many = Array.from({ length: 250 }, () => piece);
    const sheet = counterSheet(many);
    // 190 mm / 16 mm = 11 a row, 277 mm / 16 mm = 17 rows: 187 a page.
    expect(sheet.pages.map((p) => p.pieces.length)).toEqual([187, 63]);
  });
});
