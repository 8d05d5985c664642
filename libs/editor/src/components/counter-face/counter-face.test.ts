import { afterEach, describe, expect, it } from 'vitest';
import { counterBox, resolveFace } from '@kriegsspiel/editor-core';
import './counter-face';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

describe('ks-counter-face', () => {
  it('draws a face at print size: 16 mm is 16 mm on the page', async () => {
    const face = resolveFace({ front: { printed: '6', symbol: 'infantry', colors: { background: '#1f4fa3', text: '#ffffff' } } }, 'front');
    const el = await mount('ks-counter-face', { face, box: counterBox(undefined), label: 'French infantry, front' });
    const svg = shadow(el).querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('width')).toBe('16mm');
    // CSS millimetres: 96 px to the inch.
    expect(svg.getBoundingClientRect().width).toBeCloseTo((16 * 96) / 25.4, 0);
    expect(shadow(el).querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('French infantry, front');
    expect(svg.textContent).toContain('6');
  });

  it('magnifies by its scale', async () => {
    const face = resolveFace({ front: { symbol: 'cavalry' } }, 'front');
    const el = await mount('ks-counter-face', { face, box: counterBox({ front: {}, size: 20 }), scale: 4 });
    expect(shadow(el).querySelector('svg')?.getAttribute('width')).toBe('80mm');
  });
});
