import { afterAll, describe, expect, it } from 'vitest';
import { InThreadSandbox } from './in-thread';
import { nextRandom, rngStateFromSeed } from './rng';

const open: InThreadSandbox[] = [];
afterAll(() => {
  for (const sandbox of open) sandbox.dispose();
});

async function load(source: string, limits = {}): Promise<InThreadSandbox> {
  const sandbox = await InThreadSandbox.load({
    id: 'in-thread',
    files: { 'src/index.ts': source, 'src/util.ts': "export function fail(why: string): never {\n  throw new Error(why);\n}\n" },
    entry: 'src/index.ts',
    limits: { callBudget: 200, memoryBytes: 16 * 1024 * 1024, ...limits },
    seed: 3,
  });
  open.push(sandbox);
  return sandbox;
}

const SOURCE = [
  "import { fail } from './util';",
  'let n = 0;',
  'export function count() { return ++n; }',
  'export function draw() { return Math.random(); }',
  "export function bad() { fail('in thread'); }",
  'export function spin() { for (;;) {} }',
  'export function bomb() { const a: unknown[] = []; for (;;) a.push(new Array(1000).fill(0)); }',
  'export function recurse(): number { return recurse() + 1; }',
].join('\n');

describe('InThreadSandbox', () => {
  it('calls synchronously, keeps state and shares the RNG algorithm', async () => {
    const sandbox = await load(SOURCE);
    expect(sandbox.call('count', '[]')).toMatchObject({ ok: true, json: '1' });
    expect(sandbox.call('count', '[]')).toMatchObject({ ok: true, json: '2' });
    const draw = sandbox.call('draw', '[]');
    expect(draw.ok && JSON.parse(draw.json)).toBe(nextRandom(rngStateFromSeed(3)).value);
  });

  it('maps rules errors to the original file', async () => {
    const sandbox = await load(SOURCE);
    expect(sandbox.call('bad', '[]')).toMatchObject({ ok: false, error: { code: 'rules-error', location: { file: 'src/util.ts', line: 2 } } });
  });

  it.each([
    ['spin', 'timeout'],
    ['bomb', 'out-of-memory'],
    ['recurse', 'stack-overflow'],
  ] as const)('drops the instance after %s (%s) and works again after reset()', async (name, code) => {
    const sandbox = await load(SOURCE, name === 'bomb' ? { callBudget: 100_000 } : {});
    expect(sandbox.call('count', '[]')).toMatchObject({ ok: true, json: '1' });
    expect(sandbox.call(name, '[]')).toMatchObject({ ok: false, error: { code } });
    expect(sandbox.needsReset).toBe(true);
    expect(() => sandbox.call('count', '[]')).toThrow(/reset/);
    await sandbox.reset();
    const next = sandbox.call('count', '[]');
    expect(next).toMatchObject({ ok: true, json: '1', stats: { fresh: true, generation: 2 } });
  });

  it('survives a native stack overflow inside WebAssembly (the RangeError that would kill the process)', async () => {
    const nested = '['.repeat(300_000) + ']'.repeat(300_000);
    const sandbox = await load(`export function parse() { return (0, eval)(${JSON.stringify(nested)}).length; }\nexport function ok() { return 1; }`);
    // The parser recurses natively without moving QuickJS's shadow stack, so V8's own stack check fires.
    expect(sandbox.call('parse', '[]')).toMatchObject({ ok: false, error: { code: 'stack-overflow', reason: 'host-stack' } });
    expect(sandbox.needsReset).toBe(true);
    await sandbox.reset();
    expect(sandbox.call('ok', '[]')).toMatchObject({ ok: true, json: '1' });
  });

  it('disposes an instance whose out-of-memory error the mod swallowed without harming the host', async () => {
    const sandbox = await load(
      'const keep: unknown[] = [];\nexport function swallow() { try { for (;;) keep.push({ keep }); } catch { return keep.length; } }',
      { callBudget: 100_000 },
    );
    const result = sandbox.call('swallow', '[]');
    expect(result.ok).toBe(true);
    expect(() => sandbox.dispose()).not.toThrow();
  });

  it('enforces its wall-clock limit from the interrupt handler', async () => {
    const sandbox = await load('export function spin() { for (;;) {} }', { callBudget: 10_000_000 });
    const result = sandbox.call('spin', '[]', { timeoutMs: 100 });
    expect(result).toMatchObject({ ok: false, error: { code: 'timeout', reason: 'wall-clock' } });
  });
});
