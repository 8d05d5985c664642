import { afterEach, describe, expect, it } from 'vitest';
import { makeUnitFromTemplate } from '@kriegsspiel/editor-core';
import type { ScenarioDocument } from '@kriegsspiel/formats';
import './reinforcements-editor';
import { mount, shadow } from '../../test-support/dom';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog';
import { hundredDaysOobPath, hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

const wc = 'mods/waterloo-campaign-rbm/scenarios/june-15-18.scenario.json';

async function setup(path: string) {
  const editor = modsEditor();
  const el = await mount('ks-reinforcements-editor', { editor, path });
  const scenario = () => editor.store.require(path).value as ScenarioDocument;
  return { editor, el, root: shadow(el), scenario };
}

function type(input: HTMLInputElement, value: string, commit: boolean): void {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  if (commit) input.dispatchEvent(new Event('change'));
}

describe('ks-reinforcements-editor', () => {
  it('shows the Waterloo Campaign schedule and reorders a row as one step', async () => {
    const { editor, el, root, scenario } = await setup(wc);
    const rows = root.querySelectorAll('table[aria-label="Scheduled arrivals"] tbody tr');
    expect(rows).toHaveLength(scenario().reinforcements?.schedule?.length ?? -1);
    const [first, second] = scenario().reinforcements?.schedule ?? [];
    (root.querySelector('button[aria-label="Move arrival 1 down"]') as HTMLButtonElement).click();
    expect(scenario().reinforcements?.schedule?.slice(0, 2)).toEqual([second, first]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move arrival 1 down']);
    await el.updateComplete;
    expect(root.querySelector<HTMLButtonElement>('button[aria-label="Move arrival 1 up"]')?.disabled).toBe(true);
  });

  it('checks a turn as it is typed and commits a whole number on change', async () => {
    const { el, root, scenario } = await setup(wc);
    const turn = root.querySelector('#turn-0') as HTMLInputElement;
    type(turn, '-1', true);
    await el.updateComplete;
    expect(root.querySelector('#turn-0-message')?.textContent).toBe('Turn of arrival 1 is at least 0.');
    expect(turn.getAttribute('aria-invalid')).toBe('true');
    const before = scenario().reinforcements?.schedule?.[0]?.turn;
    expect(before).not.toBe(-1);
    type(turn, '7', true);
    await el.updateComplete;
    expect(scenario().reinforcements?.schedule?.[0]?.turn).toBe(7);
    expect(root.querySelector('#turn-0-message')).toBeNull();
  });

  it("moves a unit set up on the map, or arriving in another row, into an arrival from the row's list", async () => {
    const { editor, el, root, scenario } = await setup(wc);
    const schedule = () => scenario().reinforcements?.schedule ?? [];
    const setUp = scenario().setup?.find((p) => p.units?.length)?.units?.[0] as string;
    const add = () => root.querySelector('select[aria-label="Add a unit to arrival 1"]') as HTMLSelectElement;
    const group = add().querySelector('optgroup') as HTMLOptGroupElement;
    expect(group.label).toBe('Move here from');
    expect([...group.querySelectorAll('option')].find((o) => o.value === setUp)?.textContent).toMatch(/\(set up\)$/);
    expect([...group.querySelectorAll('option')].some((o) => schedule()[0]?.units.includes(o.value))).toBe(false);
    const rows = schedule().length;
    add().value = setUp;
    add().dispatchEvent(new Event('change'));
    expect(schedule()[0]?.units.at(-1)).toBe(setUp);
    expect(scenario().setup?.some((p) => p.units?.includes(setUp))).toBe(false);
    // From another row: the second arrival's unit joins the first, its row, left empty, goes.
    await el.updateComplete;
    const second = schedule()[1]?.units as string[];
    expect(second).toHaveLength(1);
    const other = [...add().querySelectorAll('optgroup option')].find((o) => (o as HTMLOptionElement).value === second[0]);
    expect(other?.textContent).toMatch(/\(arrival 2\)$/);
    add().value = second[0] as string;
    add().dispatchEvent(new Event('change'));
    expect(schedule()).toHaveLength(rows - 1);
    expect(schedule()[0]?.units.slice(-2)).toEqual([setUp, second[0]]);
    expect(editor.history.undoStack.map((s) => s.label)).toHaveLength(2);
    editor.undo();
    editor.undo();
    expect(editor.store.isDirty(wc)).toBe(false);
  });

  it('edits the Hundred Days pools and draws: a new unit into the French bag, the bag shown, two a turn', async () => {
    const { editor, el, root, scenario } = await setup(hundredDaysScenarioPath);
    editor.run(makeUnitFromTemplate, hundredDaysOobPath, {
      template: 'blank-fr-inf',
      id: 'fr-inf-4f',
      name: 'Division Girard',
      formation: 'armee-du-nord',
      values: { combat: 4 },
    });
    await el.updateComplete;
    const add = root.querySelector('select[aria-label="Add a unit to pool French bag"]') as HTMLSelectElement;
    expect([...add.options].map((o) => o.value)).toEqual(['', 'fr-inf-4f']);
    add.value = 'fr-inf-4f';
    add.dispatchEvent(new Event('change'));
    expect(scenario().pools?.[0]?.units.at(-1)).toBe('fr-inf-4f');
    await el.updateComplete;
    const hidden = root.querySelector('fieldset[data-pointer="/pools/0"] input[type="checkbox"]') as HTMLInputElement;
    hidden.click();
    expect(scenario().pools?.[0]?.hidden).toBeUndefined();
    type(root.querySelector('#per-turn-0') as HTMLInputElement, '3', true);
    expect(scenario().reinforcements?.draws?.[0]?.perTurn).toBe(3);
    expect(editor.history.undoStack.map((s) => s.label).slice(1)).toEqual([
      'Add Division Girard to pool French bag',
      'Toggle hidden of pool French bag',
      'Set the units per turn of draw 1',
    ]);
  });

  it('adds an arrival for a unit not yet placed and removes it, and highlights a row from a pointer', async () => {
    const { editor, el, root, scenario } = await setup(hundredDaysScenarioPath);
    editor.run(makeUnitFromTemplate, hundredDaysOobPath, {
      template: 'blank-en-inf',
      id: 'en-inf-3c',
      name: 'Division Chassé',
      formation: 'wellington-army',
      values: { combat: 3 },
    });
    await el.updateComplete;
    ([...root.querySelectorAll('button')].find((b) => b.textContent?.includes('+ Arrival')) as HTMLButtonElement).click();
    expect(scenario().reinforcements?.schedule).toEqual([{ turn: 1, units: ['en-inf-3c'], at: { location: 'e2' } }]);
    el.reveal('/reinforcements/schedule/0/at');
    await el.updateComplete;
    expect(root.querySelector('tr.highlight')).not.toBeNull();
    (root.querySelector('button[aria-label="Remove arrival 1"]') as HTMLButtonElement).click();
    expect(scenario().reinforcements?.schedule).toBeUndefined();
  });

  it('removes a pool after showing the draws from it, which go with it as one undo step', async () => {
    const { editor, root, scenario } = await setup(hundredDaysScenarioPath);
    const bag = scenario().pools?.find((p) => p.id === 'french-bag');
    expect(scenario().setup?.filter((p) => p.draw?.pool === 'french-bag')).toHaveLength(3);
    (root.querySelector(`button[aria-label="Remove pool ${bag?.name}"]`) as HTMLButtonElement).click();
    const dialog = root.querySelector('ks-delete-dialog') as KsDeleteDialog;
    await dialog.updateComplete;
    expect(shadow(dialog).querySelector('.summary')?.textContent).toMatch(/^It is used by 1 scenario: hundred-days-campaign \(set-up, reinforcements\)/);
    (shadow(dialog).querySelector('button.danger') as HTMLButtonElement).click();
    await expect.poll(() => scenario().pools?.map((p) => p.id)).toEqual(['allied-bag']);
    expect(scenario().setup?.some((p) => p.draw?.pool === 'french-bag')).toBe(false);
    expect(scenario().reinforcements?.draws?.map((d) => d.pool)).toEqual(['allied-bag']);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual([`Remove pool ${bag?.name}`]);
    editor.undo();
    expect(editor.store.dirtyPaths()).toEqual([]);
  });
});
