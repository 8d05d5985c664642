import { afterEach, describe, expect, it } from 'vitest';
import './places-field';
import { mount, shadow } from '../../test-support/dom';
import type { KsPlacesChangeEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

const choices = {
  location: [
    { id: 'f1', name: 'Beaumont' },
    { id: 'f2', name: 'Philippeville' },
  ],
  entry: [],
};

describe('ks-places-field', () => {
  it('edits one place and adds an alternative, written once it has a value', async () => {
    const el = await mount('ks-places-field', { at: { location: 'f1' }, choices, label: 'Arrives at' });
    const seen: KsPlacesChangeEvent[] = [];
    el.addEventListener('ks-places-change', (e) => seen.push(e));
    const input = shadow(el).querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('Arrives at 1: location');
    expect(shadow(el).querySelector('datalist')?.children).toHaveLength(2);
    (shadow(el).querySelector('button') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(seen).toHaveLength(0);
    const second = shadow(el).querySelectorAll('input')[1] as HTMLInputElement;
    second.value = 'f2';
    second.dispatchEvent(new Event('change'));
    expect(seen.at(-1)?.at).toEqual([{ location: 'f1' }, { location: 'f2' }]);
  });

  it('flags a name the map does not have and a hex off the map as you type', async () => {
    const el = await mount('ks-places-field', {
      at: { location: 'f1' },
      choices,
      checkHex: (l: string) => (l === '9999' ? 'Hex 9999 is not on the map.' : undefined),
    });
    const input = shadow(el).querySelector('input') as HTMLInputElement;
    input.value = 'f9';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(shadow(el).querySelector('.message')?.textContent).toMatch(/f9 is not one of the locations here \(f1, f2\)/);
    el.at = { hex: '9999' };
    await el.updateComplete;
    expect(shadow(el).querySelector('.message')?.textContent).toBe('Hex 9999 is not on the map.');
  });

  it('changes the kind of a place and removes an alternative', async () => {
    const el = await mount('ks-places-field', { at: [{ location: 'f1' }, { location: 'f2' }], choices });
    const seen: KsPlacesChangeEvent[] = [];
    el.addEventListener('ks-places-change', (e) => seen.push(e));
    const select = shadow(el).querySelector('select') as HTMLSelectElement;
    select.value = 'hex';
    select.dispatchEvent(new Event('change'));
    expect(seen.at(-1)?.at).toEqual([{ hex: 'f1' }, { location: 'f2' }]);
    (shadow(el).querySelector('button[aria-label="Remove place 2"]') as HTMLButtonElement).click();
    expect(seen.at(-1)?.at).toEqual({ location: 'f1' });
  });
});
