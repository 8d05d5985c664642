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
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pointersOf(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`));
    return out;
  }

  it('round-trip for random operations', () => {
    fc.assert(
      fc.property(json.object, fc.array(fc.tuple(fc.nat(), fc.constantFrom('add', 'remove', 'replace'), json.value, fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 6 }), (start, steps) => {
        let current: unknown = start;
        const patch: Patch[number][] = [];
        for (const [pick, op, value, key] of steps) {
          const pointers = pointersOf(current).filter((p) => p !== '');
          const containers = pointersOf(current).filter((p) => {
            const v = valueAt(current, p);
            return v !== null && typeof v === 'object';
          });
          let next: Patch[number] | undefined;
          if (op === 'add' && containers.length > 0) {
            const at = containers[pick % containers.length] as string;
            const target = valueAt(current, at);
            next = { op, path: Array.isArray(target) ? `${at}/${pick % (target.length + 1)}` : `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, value };
          } else if (pointers.length > 0) {
            const path = pointers[pick % pointers.length] as string;
            next = op === 'remove' ? { op, path } : { op: 'replace', path, value };
          }
          if (!next) continue;
          current = applyPatch(current, [next]);
          patch.push(next);
        }
        const { doc: out, inverse } = applyPatchWithInverse(start, patch);
        expect(jsonEqual(out, current)).toBe(true);
        expect(jsonEqual(applyPatch(out, inverse), start)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
