import { afterEach, describe, expect, it } from 'vitest';
import './terrain-palette';
import { mount, shadow, key } from '../../test-support/dom';
import type { KsTerrainSelectEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

describe('ks-terrain-palette', () => {
  const terrain = [
    { id: 'plains', name: 'Plains', kind: 'hex' as const, color: '#eee' },
    { id: 'forest', name: 'Forest', kind: 'hex' as const, color: '#484' },
  ];

  it('is a radio group with one checked swatch, moved by arrow keys', async () => {
    const el = await mount('ks-terrain-palette', { terrain, value: 'plains' });
    const chosen: string[] = [];
    el.addEventListener('ks-terrain-select', (e: KsTerrainSelectEvent) => chosen.push(e.terrain));
    const group = shadow(el).querySelector('[role="radiogroup"]') as HTMLElement;
    expect(group.getAttribute('aria-label')).toBe('Terrain');
    key(group, 'ArrowRight');
    await el.updateComplete;
    expect(chosen).toEqual(['forest']);
    expect(shadow(el).querySelector('[aria-checked="true"]')?.textContent).toContain('Forest');
    (shadow(el).querySelector('[role="radio"]') as HTMLButtonElement).click();
    expect(chosen).toEqual(['forest', 'plains']);
  });
});
