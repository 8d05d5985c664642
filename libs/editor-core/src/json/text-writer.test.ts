import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPatch } from './patch';
import { createJsonTextWriter, detectJsonStyle, writeJsonText } from './text-writer';

const map = `{
  "$schema": "../../../schemas/map.schema.json",
  "id": "m",
  "hexes": {
    "0201": {
      "terrain": [
        "city"
      ],
      "name": "Ghent"
    },
    "1003": {
      "terrain": [
        "forest"
      ]
    },
    "1205": {
      "name": "Wavre"
    }
  },
  "game": {"title": "Waterloo", "year": 2019},
  "data": [
    "a.json", "b.json",
    "c.json"
  ],
  "n": 1.50
}
`;

describe('writeJsonText', () => {
  const base = JSON.parse(map);

  it('gives the base text back, byte for byte, for an unchanged value', () => {
    expect(writeJsonText(map, JSON.parse(JSON.stringify(base)))).toBe(map);
  });

  it('keeps the spelling of unchanged numbers', () => {
    expect(writeJsonText(map, { ...base, id: 'n' })).toContain('"n": 1.50');
  });

  it('inserts a new hex in label order, laid out like its neighbours', () => {
    const out = writeJsonText(map, applyPatch(base, [{ op: 'add', path: '/hexes/0408', value: { terrain: ['forest'] } }]));
    expect(out).toBe(map.replace('    "1003": {', '    "0408": {\n      "terrain": [\n        "forest"\n      ]\n    },\n    "1003": {'));
  });

  it('appends after the last key of an unsorted object and joins one-line objects on one line', () => {
    const out = writeJsonText(
      map,
      applyPatch(base, [
        { op: 'add', path: '/game/publisher', value: 'RBM' },
        { op: 'add', path: '/z', value: [1] },
      ]),
    );
    expect(out).toContain('"game": {"title": "Waterloo", "year": 2019, "publisher": "RBM"},');
    expect(out).toMatch(/"n": 1\.50,\n {2}"z": \[\n {4}1\n {2}\]\n}\n$/);
  });

  it('removes members and items with their separators', () => {
    const out = writeJsonText(
      map,
      applyPatch(base, [
        { op: 'remove', path: '/hexes/1003' },
        { op: 'remove', path: '/data/1' },
        { op: 'remove', path: '/n' },
      ]),
    );
    expect(JSON.parse(out)).toEqual(
      applyPatch(base, [
        { op: 'remove', path: '/hexes/1003' },
        { op: 'remove', path: '/data/1' },
        { op: 'remove', path: '/n' },
      ]),
    );
    expect(out).toContain('"name": "Ghent"\n    },\n    "1205": {');
    expect(out).toContain('"a.json", "c.json"');
    expect(out).toMatch(/\n {2}\]\n}\n$/);
  });

  it('edits inside a hex without touching the rest', () => {
    const out = writeJsonText(map, applyPatch(base, [{ op: 'replace', path: '/hexes/0201/terrain/0', value: 'village' }]));
    expect(out).toBe(map.replace('"city"', '"village"'));
  });

  it('writes a fresh document in the house style', () => {
    expect(writeJsonText(undefined, { a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}\n');
  });

  it('reads the style of a file', () => {
    expect(detectJsonStyle('{\r\n    "a": ["x", "y"]\r\n}')).toMatchObject({ indent: '    ', eol: '\r\n', finalNewline: false, inlineScalarArrays: true });
    expect(detectJsonStyle(map)).toMatchObject({ indent: '  ', eol: '\n', finalNewline: true, inlineScalarArrays: false });
  });

  // Whatever the edits, the text says exactly the new value.
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.integer(), fc.string({ maxLength: 5 }), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 4 }), tie('value'), { maxKeys: 5 }),
  }));

  it('writes text that parses back to the value, for random pairs of documents', () => {
    fc.assert(
      fc.property(json.object, json.object, fc.constantFrom(0, 1, 2), (a, b, layout) => {
        const baseText = layout === 0 ? JSON.stringify(a, null, 2) : layout === 1 ? JSON.stringify(a) : JSON.stringify(a, null, '\t') + '\n';
        const writer = createJsonTextWriter(baseText);
        expect(JSON.parse(writer.write(b))).toEqual(JSON.parse(JSON.stringify(b)));
        expect(writer.write(JSON.parse(baseText))).toBe(baseText);
      }),
      { numRuns: 400 },
    );
  });

  it('writes text that parses back to the value after small edits of a document', () => {
    fc.assert(
      fc.property(json.object, fc.string({ maxLength: 4 }), json.value, fc.boolean(), (a, key, value, remove) => {
        const baseText = JSON.stringify(a, null, 2) + '\n';
        const b: Record<string, unknown> = { ...a };
        if (remove) delete b[key];
        else b[key] = value;
        expect(JSON.parse(writeJsonText(baseText, b))).toEqual(JSON.parse(JSON.stringify(b)));
      }),
      { numRuns: 400 },
    );
  });
});
