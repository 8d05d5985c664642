import { describe, expect, it } from 'vitest';
import type { OobDocument } from '@kriegsspiel/formats';
import { Editor } from '../editor';
import { CommandRefusedError } from './command';
import { makeUnitFromTemplate, newUnitProblems } from './make-unit-from-template';
import { demoFiles, demoOob, oobPath } from '../test-support/oob-fixtures';
import { blanksLeft, indexOob } from '../oob/oob-index';

function setup() {
  const editor = new Editor();
  editor.store.load(demoFiles());
  const oob = () => editor.store.require(oobPath, 'oob').value;
  return { editor, oob };
}

describe('make-unit-from-template', () => {
  it('turns a blank into a unit of its formation, keeping what the blank fixes', () => {
    const { editor, oob } = setup();
    editor.run(makeUnitFromTemplate, oobPath, {
      template: 'blank-fr-inf',
      id: 'fr-inf-7',
      name: 'French infantry (4)',
      formation: 'armee-du-nord',
      values: { combat: 4 },
      printed: '4',
      type: 'cavalry',
      nationality: 'english',
    });
    const entry = indexOob(oob()).units.get('fr-inf-7');
    expect(entry?.pointer).toBe('/formations/0/units/2');
    // The formation gives the nationality, the blank fixes the type; the counter comes from the blank with the printed value.
    expect(entry?.unit).toEqual({
      id: 'fr-inf-7',
      name: 'French infantry (4)',
      type: 'infantry',
      values: { combat: 4 },
      counter: { front: { symbol: 'infantry', colors: { background: '#1f4fa3', text: '#ffffff' }, printed: '4' }, back: { blank: true } },
      template: 'blank-fr-inf',
    });
    expect(entry?.side).toBe('french');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['New unit French infantry (4)']);
    editor.undo();
    expect(indexOob(oob()).units.has('fr-inf-7')).toBe(false);
  });

  it('writes nationality and side where no formation gives them, and adds the loose units list', () => {
    const { editor, oob } = setup();
    editor.run(makeUnitFromTemplate, oobPath, { template: 'blank-fr-inf', id: 'fr-loose', name: 'Loose', values: { combat: 2 } });
    expect(oob().units?.[0]).toMatchObject({ id: 'fr-loose', nationality: 'french' });
    expect(oob().units?.[0]?.side).toBeUndefined();
    editor.run(makeUnitFromTemplate, oobPath, { template: 'blank-any', id: 'any-1', name: 'Any', type: 'infantry', side: 'allied', values: { combat: 1 } });
    expect(oob().units?.[1]).toEqual({ id: 'any-1', name: 'Any', type: 'infantry', side: 'allied', values: { combat: 1 }, template: 'blank-any' });
  });

  it('counts the blanks left and refuses a used-up blank, a taken id and missing fields', () => {
    const { editor, oob } = setup();
    const template = () => oob().templates?.[0] as NonNullable<OobDocument['templates']>[number];
    expect(blanksLeft(oob(), template())).toBe(2);
    editor.run(makeUnitFromTemplate, oobPath, { template: 'blank-fr-inf', id: 'a', name: 'A', formation: 'armee-du-nord' });
    editor.run(makeUnitFromTemplate, oobPath, { template: 'blank-fr-inf', id: 'b', name: 'B', formation: 'armee-du-nord' });
    expect(blanksLeft(oob(), template())).toBe(0);
    expect(newUnitProblems(oob(), { template: 'blank-fr-inf', id: 'c', name: 'C' }).template).toMatch(/All 2 blanks/);
    expect(() => editor.run(makeUnitFromTemplate, oobPath, { template: 'blank-fr-inf', id: 'c', name: 'C' })).toThrow(CommandRefusedError);
    expect(newUnitProblems(demoOob, { template: 'blank-fr-inf', id: 'napoleon', name: 'N' }).id).toMatch(/already a unit/);
    expect(newUnitProblems(demoOob, { template: 'blank-fr-inf', id: 'armee-du-nord', name: 'N' }).id).toMatch(/already/);
    expect(newUnitProblems(demoOob, { template: 'blank-fr-inf', id: 'Bad Id', name: '' })).toMatchObject({
      id: expect.stringMatching(/lower-case/),
      name: 'Give it a name.',
    });
    expect(newUnitProblems(demoOob, { template: 'blank-any', id: 'x', name: 'X' })).toMatchObject({
      type: expect.stringMatching(/unit type/),
      side: expect.stringMatching(/no side/),
    });
    expect(newUnitProblems(demoOob, { template: 'blank-fr-inf', id: 'x', name: 'X', formation: 'wellington-army' }).side).toBeUndefined();
    expect(newUnitProblems(demoOob, { template: 'blank-any', id: 'x', name: 'X', type: 'infantry', formation: 'nowhere', nationality: 'dutch' })).toMatchObject(
      { formation: expect.any(String), nationality: expect.any(String) },
    );
  });
});
