import { describe, expect, it } from 'vitest';
import type { OobDocument } from '@kriegsspiel/formats';
import { Editor } from '../editor';
import { importOobCsv } from '../commands/import-oob-csv';
import { oobToCsvRows, planCsvImport, valueColumns } from './oob-csv';
import { attributeSchemasOf, indexOob, unitTypesOf } from './oob-index';
import { demoFiles, demoManifest, demoOob, oobPath } from '../test-support/oob-fixtures';

const ctx = { schemas: attributeSchemasOf([demoManifest]), types: unitTypesOf(demoOob, [demoManifest]) };

describe('OOB to CSV', () => {
  it('writes one row per unit with its inherited side, nationality, formation path and values', () => {
    const rows = oobToCsvRows(demoOob, ctx);
    expect(rows[0]).toEqual(['id', 'name', 'type', 'side', 'nationality', 'formation', 'values.combat', 'notes']);
    expect(rows.slice(1)).toEqual([
      ['napoleon', 'Napoleon', 'leader', 'french', 'french', 'armee-du-nord', '', ''],
      ['fr-inf-6', 'French infantry (6)', 'infantry', 'french', 'french', 'armee-du-nord', '6', ''],
      ['fr-cav-1', 'Guard cavalry', 'cavalry', 'french', 'french', 'armee-du-nord/fr-guard', '1', ''],
      ['en-inf-5', 'English infantry (5)', 'infantry', 'allied', 'english', 'wellington-army', '5', ''],
    ]);
  });

  it('flattens nested values into dotted columns', () => {
    const oob = {
      ...demoOob,
      formations: [],
      units: [{ id: 'c', name: 'C', type: 'corps', side: 'french', values: { movement: { advance: 4, battle: 1 }, stars: 2 } }],
    } as OobDocument;
    expect(valueColumns(oob)).toEqual(['values.movement.advance', 'values.movement.battle', 'values.stars']);
    expect(oobToCsvRows(oob)[1]).toEqual(['c', 'C', 'corps', 'french', '', '', '4', '1', '2', '']);
  });
});

describe('CSV import', () => {
  it('round-trips: the export imports as no change', () => {
    const plan = planCsvImport(demoOob, oobToCsvRows(demoOob, ctx), ctx);
    expect(plan).toEqual({ changes: [], problems: [], unchanged: 4, notListed: [] });
  });

  it('plans updates, moves and new units, and applies them as one undo step', () => {
    const rows = [
      ['id', 'name', 'type', 'side', 'nationality', 'formation', 'values.combat', 'notes'],
      ['fr-inf-6', 'Old Guard', 'infantry', 'french', 'french', 'armee-du-nord/fr-guard', '6', 'Renamed after Ligny'],
      ['pr-inf-4', 'Prussian infantry (4)', 'infantry', 'allied', 'prussian', '', '4', ''],
    ];
    const plan = planCsvImport(demoOob, rows, ctx);
    expect(plan.problems).toEqual([]);
    expect(plan.notListed).toEqual(['napoleon', 'fr-cav-1', 'en-inf-5']);
    expect(plan.changes.map((c) => [c.row, c.kind, c.id, c.formation, c.moves, c.changed])).toEqual([
      [2, 'update', 'fr-inf-6', 'fr-guard', true, ['name', 'notes', 'formation']],
      [3, 'add', 'pr-inf-4', undefined, false, []],
    ]);
    const editor = new Editor();
    editor.store.load(demoFiles());
    editor.run(importOobCsv, oobPath, { changes: plan.changes, fileName: 'units.csv' });
    const oob = editor.store.require(oobPath, 'oob').value;
    const index = indexOob(oob);
    expect(index.units.get('fr-inf-6')?.path).toEqual(['armee-du-nord', 'fr-guard']);
    // The counter and the rest of the unit stay; only the columns change.
    expect(index.units.get('fr-inf-6')?.unit).toMatchObject({ name: 'Old Guard', notes: 'Renamed after Ligny', counter: { front: { printed: '6' } } });
    expect(oob.units).toEqual([{ id: 'pr-inf-4', name: 'Prussian infantry (4)', type: 'infantry', nationality: 'prussian', values: { combat: 4 } }]);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Import units.csv']);
    editor.undo();
    expect(editor.store.isDirty(oobPath)).toBe(false);
  });

  it('refuses bad rows with their row, column and what to do, importing the rest', () => {
    const rows = [
      ['id', 'name', 'type', 'side', 'nationality', 'formation', 'values.combat', 'strength'],
      ['Bad Id', 'X', 'infantry', '', '', '', '3', ''],
      ['fr-x', '', 'infantery', '', 'dutch', 'nowhere', '3', ''],
      ['fr-y', 'Y', 'infantry', 'french', '', '', '9', ''],
      ['fr-z', 'Z', 'infantry', 'french', '', '', '', ''],
      ['fr-ok', 'OK', 'cavalry', '', '', 'fr-guard', '2', ''],
      ['fr-ok', 'Again', 'cavalry', '', '', 'fr-guard', '2', ''],
      ['', '', '', '', '', '', '', ''],
    ];
    const plan = planCsvImport(demoOob, rows, ctx);
    const where = plan.problems.map((p) => `${p.row}:${p.column ?? '-'}`);
    expect(where).toEqual(['1:strength', '2:id', '3:name', '3:type', '3:formation', '3:nationality', '4:values.combat', '5:-', '7:id']);
    expect(plan.problems.find((p) => p.column === 'type')?.message).toMatch(/infantery is not known; use one of infantry, cavalry, leader/);
    expect(plan.problems.find((p) => p.row === 4)?.message).toMatch(/6/);
    expect(plan.changes.map((c) => c.id)).toEqual(['fr-ok']);
  });

  it('explains a file without the needed header', () => {
    expect(planCsvImport(demoOob, [['name', 'kind']]).problems).toEqual([{ row: 1, message: expect.stringMatching(/id, type are missing/) }]);
  });
});
