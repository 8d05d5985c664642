import { describe, expect, it } from 'vitest';
import { attributeSchemasOf, unitTypesOf } from './oob-index';
import { oobTable } from './oob-table';
import { clipboardCells, planTablePaste } from './oob-paste';
import { demoManifest, demoOob } from '../test-support/oob-fixtures';

const ctx = { schemas: attributeSchemasOf([demoManifest]), types: unitTypesOf(demoOob, [demoManifest]) };
const table = oobTable(demoOob, ctx);

describe('pasting into the OOB table', () => {
  it('reads tab-separated lines as a spreadsheet copies them', () => {
    expect(clipboardCells('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('lays the cells over the rows shown from the chosen cell, down and right', () => {
    const plan = planTablePaste(demoOob, table.columns, table.rows, { id: 'fr-inf-6', column: 'name' }, 'Old Guard\tcavalry\nGuard lancers\tcavalry\n', ctx);
    expect(plan.problems).toEqual([]);
    expect(plan.cells).toBe(4);
    expect(plan.changes.map((c) => [c.id, c.unit.name, c.unit.type, c.changed])).toEqual([
      ['fr-inf-6', 'Old Guard', 'cavalry', ['name', 'type']],
      ['fr-cav-1', 'Guard lancers', 'cavalry', ['name']],
    ]);
  });

  it('pastes nothing when a cell is refused, saying which unit and column', () => {
    const plan = planTablePaste(demoOob, table.columns, table.rows, { id: 'fr-inf-6', column: 'values.combat' }, '3\n9', ctx);
    expect(plan.changes).toEqual([]);
    expect(plan.problems).toEqual([expect.stringMatching(/^fr-cav-1, combat: .*6/)]);
    expect(planTablePaste(demoOob, table.columns, table.rows, { id: 'en-inf-5', column: 'name' }, 'A\nB', ctx).problems[0]).toMatch(/2 rows but only 1 units/);
    expect(planTablePaste(demoOob, table.columns, table.rows, { id: 'napoleon', column: 'id' }, 'emperor', ctx).problems[0]).toMatch(/does not change ids/);
  });
});
