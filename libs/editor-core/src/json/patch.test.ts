import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch, applyPatchWithInverse, PatchError, withInverse, type Patch } from './patch';
import { jsonEqual, valueAt } from './pointer';

const doc = { hexes: { '0408': { terrain: ['forest'] } }, paths: [{ hexes: ['0101', '0102'] }], name: 'x' };

describe('applyPatch', () => {
  it('adds, replaces and removes members and items without touching the input', () => {
    const before = JSON.parse(JSON.stringify(doc));
    const out = applyPatch(doc, [
      { op: 'add', path: '/hexes/1003', value: { terrain: ['forest'] } },
      { op: 'replace', path: '/name', value: 'y' },
      { op: 'add', path: '/paths/0/hexes/-', value: '0103' },
      { op: 'remove', path: '/paths/0/hexes/0' },
    ]);
    expect(out).toEqual({ hexes: { '0408': { terrain: ['forest'] }, '1003': { terrain: ['forest'] } }, paths: [{ hexes: ['0102', '0103'] }], name: 'y' });
    expect(doc).toEqual(before);
  });

  it('shares every subtree it did not change', () => {
    const out = applyPatch(doc, [{ op: 'replace', path: '/name', value: 'y' }]);
    expect(out.hexes).toBe(doc.hexes);
    expect(out.paths).toBe(doc.paths);
  });

  it('escapes ~ and / in member names (RFC 6901)', () => {
    const out = applyPatch({ 'a/b': 1, 'c~d': 2 }, [
      { op: 'replace', path: '/a~1b', value: 3 },
      { op: 'remove', path: '/c~0d' },
    ]);
    expect(out).toEqual({ 'a/b': 3 });
  });

  it('moves, copies and tests', () => {
    const out = applyPatch(doc, [
      { op: 'test', path: '/name', value: 'x' },
      { op: 'copy', from: '/name', path: '/title' },
      { op: 'move', from: '/hexes/0408', path: '/hexes/0409' },
    ]);
    expect(out.hexes).toEqual({ '0409': { terrain: ['forest'] } });
    expect((out as Record<string, unknown>).title).toBe('x');
  });

  it('rejects operations that do not fit, all or nothing', () => {
    expect(() => applyPatch(doc, [{ op: 'remove', path: '/nope' }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/paths/5', value: 1 }])).toThrow(/out of bounds/);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/a/b', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'test', path: '/name', value: 'z' }])).toThrow(/expected/);
    expect(() => applyPatch(doc, [{ op: 'move', from: '/hexes', path: '/hexes/x' }])).toThrow(/into itself/);
  });

  it('replaces the whole document at the empty pointer', () => {
    const { doc: out, inverse } = applyPatchWithInverse(doc, [{ op: 'replace', path: '', value: { a: 1 } }]);
    expect(out).toEqual({ a: 1 });
    expect(applyPatch(out, inverse)).toBe(doc);
  });
});

describe('inverse patches', () => {
  it('undo an add that overwrote a member with a replace', () => {
    const { inverse } = withInverse(doc, [{ op: 'add', path: '/name', value: 'y' }]);
    expect(inverse).toEqual([{ op: 'replace', path: '/name', value: 'x' }]);
  });

  it('are worked out only when read, once', () => {
    const pair = withInverse(doc, [{ op: 'remove', path: '/missing' }]);
    expect(pair.patch).toHaveLength(1);
    expect(() => pair.inverse).toThrow(PatchError);
    const ok = withInverse(doc, [{ op: 'add', path: '/name', value: 'y' }]);
    expect(ok.inverse).toBe(ok.inverse);
  });

  it('name the index an append went to', () => {
    const { inverse } = withInverse(doc, [{ op: 'add', path: '/paths/0/hexes/-', value: '0103' }]);
    expect(inverse).toEqual([{ op: 'remove', path: '/paths/0/hexes/2' }]);
  });

  // Random documents and random valid operations: applying the inverse gives the document back.
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 4 }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 3 }), tie('value'), { maxKeys: 4 }),
  }));

  function pointersOf(value: unknown, at = ''): string[] {
    const out = [at];
    if (Array.isArray(value)) value.forEach((v, i) => out.push(...pointersOf(v, `${at}/${i}`)));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) out.push(...pointersOf(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
    return out;
  }

  function deepFreeze<T>(value: T): T {
    if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
      Object.freeze(value);
      for (const v of Object.values(value)) deepFreeze(v);
    }
    return value;
  }

  it('copies a container once per patch, and never changes the input or a value an inverse keeps', () => {
    const start = deepFreeze({ hexes: { '0101': { terrain: ['clear'] }, '0102': { terrain: ['wood'] } }, roads: [] as unknown[] });
    // Several edits under /hexes: one copy of it, changed in place by the later ones.
    const { doc, inverse } = applyPatchWithInverse(start, [
      { op: 'replace', path: '/hexes/0101/terrain', value: ['town'] },
      { op: 'add', path: '/hexes/0103', value: { terrain: ['clear'] } },
      { op: 'remove', path: '/hexes/0102' },
    ]);
    expect(doc).toEqual({ hexes: { '0101': { terrain: ['town'] }, '0103': { terrain: ['clear'] } }, roads: [] });
    expect(applyPatch(doc, inverse)).toEqual(start);
    // A container made by this patch, then moved and changed: the inverse keeps it as it was moved.
    const moved = applyPatchWithInverse(start, [
      { op: 'replace', path: '/hexes/0101/terrain/0', value: 'marsh' },
      { op: 'move', from: '/hexes/0101', path: '/hexes/0201' },
      { op: 'replace', path: '/hexes/0201/terrain/0', value: 'lake' },
      { op: 'copy', from: '/hexes/0201', path: '/hexes/0202' },
      { op: 'replace', path: '/hexes/0202/terrain/0', value: 'river' },
    ]);
    expect(moved.doc.hexes).toEqual({ '0102': { terrain: ['wood'] }, '0201': { terrain: ['lake'] }, '0202': { terrain: ['river'] } });
    expect(applyPatch(moved.doc, moved.inverse)).toEqual(start);
  });

  it('round-trip for random operations', () => {
    fc.assert(
      fc.property(
        json.object,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('add', 'remove', 'replace', 'move', 'copy'), json.value, fc.string({ maxLength: 3 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (start, steps) => {
          // Frozen: an operation that changed the input (or a value it was given) would throw.
          deepFreeze(start);
          let current: unknown = start;
          const patch: Patch[number][] = [];
          for (const [pick, op, value, key] of steps) {
            const pointers = pointersOf(current).filter((p) => p !== '');
            const containers = pointersOf(current).filter((p) => {
              const v = valueAt(current, p);
              return v !== null && typeof v === 'object';
            });
            let next: Patch[number] | undefined;
            if ((op === 'move' || op === 'copy') && pointers.length > 0 && containers.length > 0) {
              const from = pointers[pick % pointers.length] as string;
              const at = containers[(pick >> 3) % containers.length] as string;
              const target = valueAt(current, at);
              const path = Array.isArray(target) ? `${at}/${target.length}` : `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
              if (path === from || path.startsWith(from + '/')) continue;
              next = { op, from, path };
            } else if (op === 'add' && containers.length > 0) {
              deepFreeze(value);
              const at = containers[pick % containers.length] as string;
              const target = valueAt(current, at);
              next = {
                op,
                path: Array.isArray(target) ? `${at}/${pick % (target.length + 1)}` : `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
                value,
              };
            } else if (pointers.length > 0) {
              const path = pointers[pick % pointers.length] as string;
              if (op !== 'remove') deepFreeze(value);
              next = op === 'remove' ? { op, path } : { op: 'replace', path, value };
            }
            if (!next) continue;
            try {
              current = applyPatch(current, [next]);
            } catch (e) {
              // A move whose target shifts once its value is taken out, say: not a patch to test.
              if (e instanceof PatchError) continue;
              throw e;
            }
            patch.push(next);
          }
          const { doc: out, inverse } = applyPatchWithInverse(start, patch);
          expect(jsonEqual(out, current)).toBe(true);
          expect(jsonEqual(applyPatch(out, inverse), start)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
