import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { prepareMod } from './bundle';
import { decodeMappings } from './source-map';
import { markThrowSites, THROW_MARK } from './throw-sites';

const source = [
  'export function check(strength: number, name: string) {',
  '  if (strength < 0) throw new RangeError(`negative ${name}`);',
  "  if (strength === 0) { const tag = Symbol('zero'); throw tag; } return name.length;",
  '}',
  'export const f = (x: unknown) => { if (!x) throw null; try { throw { a: 1, b: [2, 3] }; } catch (e) { return e; } };',
  'export function multi(value: number) {',
  '  throw (',
  '    value > 2',
  "      ? 'big'",
  "      : 'small'",
  '  );',
  '}',
].join('\n');

/**
 * The character at every mapped position, the marks left out: what a stack frame
 * at that place would read.
 */
function mappedTexts(code: string, mappings: string): string[] {
  const codeLines = code.split('\n');
  return decodeMappings(mappings).flatMap((segments, line) =>
    segments.map((segment) => {
      const text = (codeLines[line] ?? '').slice(segment.generatedColumn, segment.generatedColumn + 40).replaceAll(`${THROW_MARK}(`, '');
      return `${segment.line}:${segment.column} ${text.slice(0, 1)}`;
    }),
  );
}

describe('markThrowSites', () => {
  it('wraps the value of every throw and nothing else', async () => {
    const prepared = await prepareMod({ files: { 'src/index.ts': source }, entry: 'src/index.ts' });
    expect(prepared.code.split(`throw ${THROW_MARK}(`)).toHaveLength(6);
    expect(prepared.code).not.toMatch(/throw (?!__kriegsspielThrow\()/);
  });

  it('moves every mapped position with its text, so stacks still map to the same places', async () => {
    const plain = await transform(source, { loader: 'ts', format: 'esm', sourcemap: 'external', sourcefile: 'src/index.ts' });
    const { mappings } = JSON.parse(plain.map) as { mappings: string };
    const marked = markThrowSites(plain.code, mappings);
    expect(marked.code).toContain(`throw ${THROW_MARK}(null)`);
    const before = mappedTexts(plain.code, mappings);
    const after = mappedTexts(marked.code, marked.mappings);
    expect(after).toHaveLength(before.length);
    expect(after).toEqual(before);
  });

  it('gives back code it cannot parse unchanged', () => {
    expect(markThrowSites('throw (', 'AAAA')).toEqual({ code: 'throw (', mappings: 'AAAA' });
  });
});
