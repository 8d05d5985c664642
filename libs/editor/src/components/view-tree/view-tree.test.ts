import { afterEach, describe, expect, it } from 'vitest';
import './view-tree';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

describe('ks-view-tree', () => {
  const view = {
    you: 'french',
    round: 2,
    stacks: { '0801': { side: 'allied', units: [{ hidden: true, nationality: 'english' }] } },
    hand: [{ id: 'artillery-7-1', value: 7 }],
    combat: null,
  };

  it('lists the members of the root, with objects and arrays closed', async () => {
    const el = await mount('ks-view-tree', { value: view, label: 'view' });
    const root = shadow(el).querySelector('details') as HTMLDetailsElement;
    expect(root.open).toBe(true);
    const leaves = [...shadow(el).querySelectorAll('ul.root > li > details > ul > li.leaf')].map((li) => li.textContent?.replace(/\s+/g, ''));
    expect(leaves).toEqual(['you:"french"', 'round:2', 'combat:null']);
    const nested = [...shadow(el).querySelectorAll('ul.root > li > details > ul > li > details')] as HTMLDetailsElement[];
    expect(nested.map((d) => [d.querySelector('summary')?.textContent?.replace(/\s+/g, ' ').trim(), d.open])).toEqual([
      ['stacks {1}', false],
      ['hand [1]', false],
    ]);
  });

  it('opens further levels on request', async () => {
    const el = await mount('ks-view-tree', { value: view, openDepth: 3 });
    const open = [...shadow(el).querySelectorAll('details')].map((d) => [d.querySelector('summary .key')?.textContent, (d as HTMLDetailsElement).open]);
    expect(open).toEqual([
      ['view', true],
      ['stacks', true],
      ['0801', true],
      ['units', false],
      ['0', false],
      ['hand', true],
      ['0', true],
    ]);
  });

  it('shows a scalar view as one line, and cuts long lists', async () => {
    const scalar = await mount('ks-view-tree', { value: 'waiting', label: 'view' });
    expect(shadow(scalar).textContent?.replace(/\s+/g, '')).toBe('view:"waiting"');
    const long = await mount('ks-view-tree', { value: Array.from({ length: 250 }, (_, i) => i) });
    expect(shadow(long).querySelector('.more')?.textContent).toContain('50 more');
  });
});

describe('ks-view-tree picking', () => {
  const state = { units: { 'fr-inf-1': { at: '0613', 'a/b': 1 } }, round: 3 };

  it('offers a pick button per member and says which pointer and value was picked', async () => {
    const el = await mount('ks-view-tree', { value: state, label: 'state', pickable: true, openDepth: 3 });
    const picks: [string, unknown][] = [];
    el.addEventListener('ks-value-pick', (e) => picks.push([e.pointer, e.value]));
    const button = (label: string) => shadow(el).querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;
    button('Expect /round').click();
    button('Expect /units/fr-inf-1/at').click();
    button('Expect /units/fr-inf-1/a~1b').click();
    const units = button('Expect /units');
    const details = units.closest('details') as HTMLDetailsElement;
    units.click();
    expect(details.open).toBe(true);
    expect(picks).toEqual([
      ['/round', 3],
      ['/units/fr-inf-1/at', '0613'],
      ['/units/fr-inf-1/a~1b', 1],
      ['/units', state.units],
    ]);
  });

  it('marks what is picked, and shows no buttons unless pickable', async () => {
    const el = await mount('ks-view-tree', { value: state, pickable: true, picked: new Set(['/round']) });
    expect(shadow(el).querySelector('button[aria-label="Expect /round"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(shadow(el).querySelector('li.picked .key')?.textContent).toBe('round');
    const plain = await mount('ks-view-tree', { value: state });
    expect(shadow(plain).querySelectorAll('button.pick')).toHaveLength(0);
  });
});
