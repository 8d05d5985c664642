import { afterEach, describe, expect, it } from 'vitest';
import './new-house-rule';
import { mount, shadow } from '../../test-support/dom';
import type { RulesetChoice } from './new-house-rule.component';

afterEach(() => document.body.replaceChildren());

const rulesets: RulesetChoice[] = [
  {
    folder: 'mods/outpost',
    manifest: {
      id: 'outpost',
      name: 'Outpost',
      version: '1.2.0',
      hooks: [{ name: 'attackStrength', description: 'A unit’s strength in an attack.' }, { name: 'moveLimit' }],
    },
  },
  { folder: 'mods/other', manifest: { id: 'other', name: 'Other', version: '0.1.0', hooks: [] } },
];

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input'));
};

describe('ks-new-house-rule', () => {
  it('makes the id from the name, lists the ruleset’s hooks, and resolves with the files', async () => {
    const el = await mount('ks-new-house-rule', { rulesets, takenIds: new Set(['outpost']) });
    const answer = el.ask();
    await el.updateComplete;
    const root = shadow(el);
    expect(root.querySelector('dialog')?.open).toBe(true);
    type(root.querySelector('input[name="name"]') as HTMLInputElement, 'Hold the line!');
    await el.updateComplete;
    expect((root.querySelector('input[name="id"]') as HTMLInputElement).value).toBe('outpost-hold-the-line');
    expect([...root.querySelectorAll('fieldset li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'attackStrength A unit’s strength in an attack.',
      'moveLimit',
    ]);
    (root.querySelector('input[value="attackStrength"]') as HTMLInputElement).click();
    await el.updateComplete;
    expect(root.querySelector('.where')?.textContent).toContain('mods/outpost-hold-the-line/mod.json');
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    const files = await answer;
    expect(files?.map((f) => f.path)).toEqual(['mods/outpost-hold-the-line/mod.json', 'mods/outpost-hold-the-line/src/index.ts']);
    expect(JSON.parse(files?.[0]?.text ?? '{}')).toMatchObject({ extends: { mod: 'outpost', version: '^1.2.0' }, hooks: [{ name: 'attackStrength' }] });
    expect(files?.[1]?.text).toContain('attackStrength: (next, ...args) => next(...args),');
    expect(root.querySelector('dialog')?.open).toBe(false);
  });

  it('says what is wrong instead of creating, and cancels with nothing', async () => {
    const el = await mount('ks-new-house-rule', { rulesets, takenIds: new Set(['outpost', 'outpost-x']) });
    const answer = el.ask();
    await el.updateComplete;
    const root = shadow(el);
    type(root.querySelector('input[name="name"]') as HTMLInputElement, 'X');
    await el.updateComplete;
    (root.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('There is a mod outpost-x already: choose another id.');
    expect(root.querySelector('dialog')?.open).toBe(true);
    (root.querySelector('button[type="button"]') as HTMLButtonElement).click();
    expect(await answer).toBeUndefined();
  });
});
