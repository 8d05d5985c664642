import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { CommandRefusedError } from './command';
import { addUnit, addUnitProblems, defaultValues } from './add-unit';
import { demoFiles, demoManifest, demoOob, oobPath } from '../test-support/oob-fixtures';
import { indexOob } from '../oob/oob-index';

describe('defaultValues', () => {
  it('fills what the schema requires: default, const, first choice, else the least value allowed', () => {
    const schema = {
      type: 'object',
      required: ['combat', 'movement', 'kind', 'elite', 'label', 'steps'],
      properties: {
        combat: { type: 'integer', minimum: 1, maximum: 6 },
        movement: { type: 'integer', default: 4 },
        kind: { enum: ['line', 'light'] },
        elite: { type: 'boolean' },
        label: { type: 'string' },
        steps: { type: 'number', exclusiveMinimum: 0 },
        optional: { type: 'integer', minimum: 9 },
      },
    };
    expect(defaultValues(schema, { required: ['morale'], properties: { morale: { const: 'good' } } })).toEqual({
      combat: 1,
      movement: 4,
      kind: 'line',
      elite: false,
      label: '',
      steps: 1,
      morale: 'good',
    });
    const attributes = demoManifest.unitAttributes as Record<string, object>;
    expect(defaultValues(attributes.infantry)).toEqual({ combat: 1 });
    expect(defaultValues(attributes.leader)).toBeUndefined();
  });
});

describe('add-unit', () => {
  const types = new Set(['infantry', 'cavalry', 'leader']);

  it('says what is wrong, by field', () => {
    expect(addUnitProblems(demoOob, { id: 'fr-inf-6', name: ' ', type: 'musket' }, types)).toEqual({
      id: 'fr-inf-6 is already a unit or formation of this order of battle; ids must be unique.',
      name: 'Give it a name.',
      type: 'There is no unit type musket; pick one the ruleset declares.',
      side: 'Pick a side or a nationality: the unit would belong to no side.',
    });
    expect(addUnitProblems(demoOob, { id: 'fr-inf-9', name: 'Ninth', type: 'infantry', formation: 'fr-guard' }, types)).toEqual({});
  });

  it('adds a unit at the end of its formation, writing only what the formation does not give; one undo step', () => {
    const editor = new Editor();
    editor.store.load(demoFiles());
    editor.run(addUnit, oobPath, {
      id: 'fr-inf-9',
      name: 'Ninth ',
      type: 'infantry',
      formation: 'armee-du-nord',
      nationality: 'french',
      values: { combat: 1 },
    });
    const oob = () => editor.store.require(oobPath, 'oob').value;
    expect(indexOob(oob()).units.get('fr-inf-9')).toMatchObject({
      pointer: '/formations/0/units/2',
      side: 'french',
      unit: { id: 'fr-inf-9', name: 'Ninth', type: 'infantry', values: { combat: 1 } },
    });
    expect(indexOob(oob()).units.get('fr-inf-9')?.unit.nationality).toBeUndefined();
    editor.run(addUnit, oobPath, { id: 'loose', name: 'Loose', type: 'leader', side: 'allied' });
    expect(oob().units).toEqual([{ id: 'loose', name: 'Loose', type: 'leader', side: 'allied' }]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['New unit Ninth', 'New unit Loose']);
    editor.undo();
    editor.undo();
    expect(editor.store.isDirty(oobPath)).toBe(false);
    expect(() => editor.run(addUnit, oobPath, { id: 'napoleon', name: 'Twice', type: 'leader' })).toThrow(CommandRefusedError);
  });
});
