import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { CommandRefusedError } from './command';
import { moveOobNode, moveTargets } from './move-oob-node';
import { demoFiles, oobPath } from '../test-support/oob-fixtures';
import { indexOob } from '../oob/oob-index';

function setup() {
  const editor = new Editor();
  editor.store.load(demoFiles());
  const oob = () => editor.store.require(oobPath, 'oob').value;
  const where = (id: string) => indexOob(oob()).units.get(id)?.pointer ?? indexOob(oob()).formations.get(id)?.pointer;
  return { editor, oob, where };
}

describe('move-oob-node', () => {
  it('moves a unit to another formation as one step; an emptied list goes', () => {
    const { editor, oob, where } = setup();
    editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'fr-cav-1', to: 'wellington-army', index: 0, name: 'Guard cavalry' });
    expect(where('fr-cav-1')).toBe('/formations/1/units/0');
    expect(oob().formations?.[0]?.formations?.[0]).toEqual({ id: 'fr-guard', name: 'Guard' });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move Guard cavalry']);
    editor.undo();
    expect(where('fr-cav-1')).toBe('/formations/0/formations/0/units/0');
    expect(editor.store.isDirty(oobPath)).toBe(false);
  });

  it('reorders within a formation and moves to the top level', () => {
    const { editor, oob, where } = setup();
    editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'fr-inf-6', to: 'armee-du-nord', index: 0 });
    expect(oob().formations?.[0]?.units?.map((u) => u.id)).toEqual(['fr-inf-6', 'napoleon']);
    expect(editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'fr-inf-6', to: 'armee-du-nord', index: 0 })).toBe(false);
    editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'napoleon', to: undefined });
    expect(where('napoleon')).toBe('/units/0');
  });

  it('moves a formation with its subtree, finding a target whose pointer shifts', () => {
    const { editor, oob, where } = setup();
    editor.run(moveOobNode, oobPath, { kind: 'formation', id: 'armee-du-nord', to: undefined, index: 1 });
    expect(oob().formations?.map((f) => f.id)).toEqual(['wellington-army', 'armee-du-nord']);
    editor.run(moveOobNode, oobPath, { kind: 'formation', id: 'wellington-army', to: 'fr-guard' });
    expect(where('wellington-army')).toBe('/formations/0/formations/0/formations/0');
    expect(where('en-inf-5')).toBe('/formations/0/formations/0/formations/0/units/0');
  });

  it('refuses to move a formation into itself or below it, and unknown ids', () => {
    const { editor, oob } = setup();
    expect(() => editor.run(moveOobNode, oobPath, { kind: 'formation', id: 'armee-du-nord', to: 'fr-guard' })).toThrow(CommandRefusedError);
    expect(() => editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'ghost', to: undefined })).toThrow(/no unit ghost/);
    expect(() => editor.run(moveOobNode, oobPath, { kind: 'unit', id: 'napoleon', to: 'nowhere' })).toThrow(/no formation nowhere/);
    expect(moveTargets(oob(), 'formation', 'armee-du-nord').map((f) => f.id)).toEqual(['wellington-army']);
    expect(moveTargets(oob(), 'unit', 'napoleon').map((f) => f.id)).toEqual(['armee-du-nord', 'fr-guard', 'wellington-army']);
  });
});
