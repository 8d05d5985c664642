import { afterEach, describe, expect, it } from 'vitest';
import type { ModManifest } from '@kriegsspiel/formats';
import './values-editor';
import { mount, shadow } from '../../test-support/dom';
import { modFile } from '../../test-support/mods-fixtures';
import type { KsValuesChangeEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

const schemasOf = (path: string) => (JSON.parse(modFile(path).text) as ModManifest).unitAttributes as Record<string, object>;

function type(input: HTMLInputElement, text: string, commit = false): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (commit) input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ks-values-editor', () => {
  it('checks a value against the ruleset schema as it is typed, and commits it on change', async () => {
    const el = await mount('ks-values-editor', { schemas: schemasOf('mods/hundred-days-arclight/mod.json'), type: 'infantry', values: { combat: 4 } });
    const seen: KsValuesChangeEvent[] = [];
    el.addEventListener('ks-values-change', (e) => seen.push(e));
    const input = shadow(el).querySelector('#value-combat') as HTMLInputElement;
    expect(shadow(el).querySelector('label[for="value-combat"]')?.textContent).toContain('Combat value');
    expect(input.min).toBe('1');
    type(input, '9');
    await el.updateComplete;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(shadow(el).querySelector('.message')?.textContent).toMatch(/6/);
    expect(seen).toHaveLength(0);
    type(input, '5', true);
    await el.updateComplete;
    expect(shadow(el).querySelector('.message')).toBeNull();
    expect(seen.map((e) => e.values)).toEqual([{ combat: 5 }]);
  });

  it('edits nested values (Waterloo Campaign movement) and refuses text in a number field', async () => {
    const el = await mount('ks-values-editor', {
      schemas: schemasOf('mods/waterloo-campaign-rbm/mod.json'),
      type: 'infantry-corps',
      values: { battleStars: 2, movement: { advance: 4, battle: 1 } },
    });
    const seen: KsValuesChangeEvent[] = [];
    el.addEventListener('ks-values-change', (e) => seen.push(e));
    const advance = shadow(el).querySelector('#value-movement\\.advance') as HTMLInputElement;
    expect(advance.value).toBe('4');
    type(advance, '5', true);
    expect(seen.at(-1)?.values).toEqual({ battleStars: 2, movement: { advance: 5, battle: 1 } });
    const stars = shadow(el).querySelector('#value-battleStars') as HTMLInputElement;
    stars.type = 'text';
    type(stars, 'many', true);
    await el.updateComplete;
    expect(shadow(el).querySelector('#value-battleStars-message')?.textContent).toBe('Write a number.');
    expect(seen).toHaveLength(1);
  });

  it('says when a type carries no values, and reports a missing required value', async () => {
    const el = await mount('ks-values-editor', { schemas: schemasOf('mods/hundred-days-arclight/mod.json'), type: 'leader', values: undefined });
    expect(shadow(el).textContent).toContain('This type carries no values.');
    el.type = 'cavalry';
    await el.updateComplete;
    expect(shadow(el).querySelector('.message')?.textContent).toMatch(/combat/);
  });
});
