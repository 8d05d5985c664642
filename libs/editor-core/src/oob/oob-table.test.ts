import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { importOobCsv } from '../commands/import-oob-csv';
import { attributeSchemasOf, indexOob, unitTypesOf } from './oob-index';
import { oobTable, planCellEdit, searchOob, sortTableRows, tableColumnTitle } from './oob-table';
import { demoFiles, demoManifest, demoOob, oobPath } from '../test-support/oob-fixtures';

const ctx = { schemas: attributeSchemasOf([demoManifest]), types: unitTypesOf(demoOob, [demoManifest]) };

describe('OOB table', () => {
  it('has the columns of the CSV export and one row per unit with its pointer', () => {
    const table = oobTable(demoOob, ctx);
    expect(table.columns).toEqual(['id', 'name', 'type', 'side', 'nationality', 'formation', 'values.combat', 'notes']);
    expect(table.rows.map((r) => [r.id, r.pointer, r.cells.formation, r.cells['values.combat']])).toEqual([
      ['napoleon', '/formations/0/units/0', 'armee-du-nord', ''],
      ['fr-inf-6', '/formations/0/units/1', 'armee-du-nord', '6'],
      ['fr-cav-1', '/formations/0/formations/0/units/0', 'armee-du-nord/fr-guard', '1'],
      ['en-inf-5', '/formations/1/units/0', 'wellington-army', '5'],
    ]);
    expect(tableColumnTitle('values.movement.advance')).toBe('movement.advance');
  });

  it('sorts numbers by value and text in reading order, empty cells last, ties in document order', () => {
    const rows = oobTable(demoOob, ctx).rows;
    expect(sortTableRows(rows, 'values.combat', 'ascending').map((r) => r.id)).toEqual(['fr-cav-1', 'en-inf-5', 'fr-inf-6', 'napoleon']);
    expect(sortTableRows(rows, 'values.combat', 'descending').map((r) => r.id)).toEqual(['fr-inf-6', 'en-inf-5', 'fr-cav-1', 'napoleon']);
    expect(sortTableRows(rows, 'type', 'ascending').map((r) => r.id)).toEqual(['fr-cav-1', 'fr-inf-6', 'en-inf-5', 'napoleon']);
    expect(sortTableRows(rows, 'side', 'descending').map((r) => r.id)).toEqual(['napoleon', 'fr-inf-6', 'fr-cav-1', 'en-inf-5']);
  });
});

describe('OOB search', () => {
  it('finds units by name, id, type and the formations above them, keeping those formations', () => {
    expect(searchOob(demoOob, '  ')).toBeUndefined();
    const byName = searchOob(demoOob, 'guard', ctx);
    expect([...(byName?.units ?? [])]).toEqual(['fr-cav-1']);
    expect([...(byName?.formations ?? [])].sort()).toEqual(['armee-du-nord', 'fr-guard']);
    expect(byName).toMatchObject({ matched: 1, total: 4 });
    // Every word must be found somewhere; the type's name counts.
    expect([...(searchOob(demoOob, 'INFANTRY french', ctx)?.units ?? [])]).toEqual(['fr-inf-6']);
    expect([...(searchOob(demoOob, 'cavalry', ctx)?.units ?? [])]).toEqual(['fr-cav-1']);
    // A formation's name finds its units.
    expect([...(searchOob(demoOob, 'wellington', ctx)?.units ?? [])]).toEqual(['en-inf-5']);
    expect(searchOob(demoOob, 'en-inf-5', ctx)?.matched).toBe(1);
    expect(searchOob(demoOob, 'dragoons', ctx)).toMatchObject({ matched: 0, total: 4 });
  });
});

describe('cell edits', () => {
  it('plans a rename as one undo step with its own label', () => {
    const plan = planCellEdit(demoOob, 'fr-inf-6', 'name', 'Old Guard', ctx);
    expect(plan?.change).toMatchObject({ kind: 'update', id: 'fr-inf-6', changed: ['name'] });
    const editor = new Editor();
    editor.store.load(demoFiles());
    editor.run(importOobCsv, oobPath, { changes: [plan?.change ?? []].flat(), label: 'Edit name of French infantry (6)' });
    const unit = indexOob(editor.store.require(oobPath, 'oob').value).units.get('fr-inf-6')?.unit;
    expect(unit).toMatchObject({ name: 'Old Guard', values: { combat: 6 }, counter: { front: { printed: '6' } } });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Edit name of French infantry (6)']);
    editor.undo();
    expect(editor.store.isDirty(oobPath)).toBe(false);
  });

  it('checks a value against the schema, a type, a formation, and leaves ids alone', () => {
    expect(planCellEdit(demoOob, 'fr-inf-6', 'values.combat', '9', ctx)?.problem).toMatch(/6/);
    expect(planCellEdit(demoOob, 'fr-inf-6', 'values.combat', '4', ctx)?.change?.unit.values).toEqual({ combat: 4 });
    expect(planCellEdit(demoOob, 'fr-inf-6', 'type', 'infantery', ctx)?.problem).toMatch(/not known; use one of infantry/);
    expect(planCellEdit(demoOob, 'fr-inf-6', 'formation', 'nowhere', ctx)?.problem).toMatch(/no formation nowhere/);
    expect(planCellEdit(demoOob, 'fr-inf-6', 'formation', 'armee-du-nord/fr-guard', ctx)?.change).toMatchObject({ moves: true, formation: 'fr-guard' });
    expect(planCellEdit(demoOob, 'fr-inf-6', 'id', 'fr-inf-7', ctx)?.problem).toMatch(/not edited in the table/);
    expect(planCellEdit(demoOob, 'fr-inf-6', 'name', 'French infantry (6)', ctx)).toBeUndefined();
    expect(planCellEdit(demoOob, 'nobody', 'name', 'X', ctx)?.problem).toMatch(/no unit nobody/);
  });
});
