import { describe, expect, it } from 'vitest';
import { decodeMappings, SourceMapper } from './source-map';

describe('source maps', () => {
  it('decodes VLQ mappings', () => {
    // Generated line 1: column 0 → source 0, line 0, column 0; column 4 → line 1, column 2.
    // Generated line 2: column 2 → source 1, line 5, column 0.
    const lines = decodeMappings('AAAA,IACE;ECIF');
    expect(lines[0]).toEqual([
      { generatedColumn: 0, source: 0, line: 0, column: 0 },
      { generatedColumn: 4, source: 0, line: 1, column: 2 },
    ]);
    expect(lines[1]).toEqual([{ generatedColumn: 2, source: 1, line: 5, column: 0 }]);
  });

  it('maps positions and rewrites stacks, dropping the sandbox frames', () => {
    const mapper = new SourceMapper({ version: 3, sources: ['mod:src/a.ts', 'mod:src/b.ts'], mappings: 'AAAA,IACE;ECIF' }, 'bundle.js', new Set(['glue.js']));
    expect(mapper.original(1, 1)).toEqual({ file: 'src/a.ts', line: 1, column: 1 });
    expect(mapper.original(1, 9)).toEqual({ file: 'src/a.ts', line: 2, column: 3 });
    expect(mapper.original(2, 3)).toEqual({ file: 'src/b.ts', line: 6, column: 1 });
    expect(mapper.original(9, 1)).toBeUndefined();
    const mapped = mapper.mapStack(
      [
        '    at inner (bundle.js:2:3)',
        '    at <anonymous> (@kriegsspiel/rules-sdk:4:1)',
        '    at outer (bundle.js:1:5)',
        '    at apply (native)',
        '    at call (glue.js:10:2)',
        '    at <eval> (glue.js:1:1)',
        '',
      ].join('\n'),
    );
    expect(mapped.location).toEqual({ file: 'src/b.ts', line: 6, column: 1 });
    expect(mapped.stack).toBe(['    at inner (src/b.ts:6:1)', '    at <anonymous> (@kriegsspiel/rules-sdk:4:1)', '    at outer (src/a.ts:2:3)'].join('\n'));
  });

  it('drops sandbox frames on top of the stack, where the sandbox threw for the mod', () => {
    const mapper = new SourceMapper({ version: 3, sources: ['mod:src/a.ts', 'mod:src/b.ts'], mappings: 'AAAA,IACE;ECIF' }, 'bundle.js', new Set(['glue.js']));
    const mapped = mapper.mapStack(
      ['    at random (glue.js:40:3)', '    at inner (bundle.js:2:3)', '    at apply (native)', '    at call (glue.js:10:2)', ''].join('\n'),
    );
    expect(mapped).toEqual({ stack: '    at inner (src/b.ts:6:1)', location: { file: 'src/b.ts', line: 6, column: 1 } });
  });

  it('maps frames without a function name (syntax errors)', () => {
    const mapper = new SourceMapper({ version: 3, sources: ['mod:src/a.ts'], mappings: 'AAAA' }, 'bundle.js');
    expect(mapper.mapStack('    at bundle.js:1:7\n')).toEqual({ stack: '    at src/a.ts:1:1', location: { file: 'src/a.ts', line: 1, column: 1 } });
  });
});
