import { describe, expect, it } from 'vitest';
import { coalesce, History, type HistoryStep } from './history';

const step = (label: string): HistoryStep => ({ label, changes: [{ path: 'a', patch: [{ op: 'replace', path: '/x', value: label }], inverse: [] }] });

describe('History', () => {
  it('clears the redo stack when a new step comes', () => {
    const h = new History();
    h.push(step('1'));
    h.popUndo();
    expect(h.redoStack).toHaveLength(1);
    h.push(step('2'));
    expect(h.redoStack).toHaveLength(0);
  });

  it('ignores steps that change nothing', () => {
    const h = new History();
    h.push({ label: 'empty', changes: [] });
    expect(h.undoStack).toHaveLength(0);
  });

  it('squashes nested marks into the outer one', () => {
    const h = new History();
    h.push(step('before'));
    const outer = h.mark('drag');
    h.push(step('1'));
    h.mark('inner');
    h.push(step('2'));
    expect(h.inGesture).toBe(true);
    h.squash(outer);
    expect(h.inGesture).toBe(false);
    expect(h.undoStack.map((s) => s.label)).toEqual(['before', 'drag']);
    // Two changes to one document in a row become one: patches in order, inverses reversed.
    expect(h.undoStack[1]?.changes).toEqual([
      {
        path: 'a',
        patch: [
          { op: 'replace', path: '/x', value: '1' },
          { op: 'replace', path: '/x', value: '2' },
        ],
        inverse: [],
      },
    ]);
  });

  it('joins runs of changes to one document, keeping the order between documents', () => {
    const change = (path: string, n: number) => ({
      path,
      patch: [{ op: 'add' as const, path: `/${n}`, value: n }],
      inverse: [{ op: 'remove' as const, path: `/${n}` }],
    });
    expect(coalesce([change('a', 1), change('a', 2), change('b', 3), change('a', 4)])).toEqual([
      { path: 'a', patch: [change('a', 1).patch[0], change('a', 2).patch[0]], inverse: [change('a', 2).inverse[0], change('a', 1).inverse[0]] },
      change('b', 3),
      change('a', 4),
    ]);
  });

  it('bails back to a mark, newest step first', () => {
    const h = new History();
    const m = h.mark('stroke');
    h.push(step('1'));
    h.push(step('2'));
    expect(h.bail(m).map((s) => s.label)).toEqual(['2', '1']);
    expect(h.undoStack).toHaveLength(0);
    expect(() => h.squash(m)).toThrow(/not open/);
  });

  it('squashes an empty gesture into nothing', () => {
    const h = new History();
    expect(h.squash(h.mark('nothing'))).toBeUndefined();
    expect(h.undoStack).toHaveLength(0);
  });
});
