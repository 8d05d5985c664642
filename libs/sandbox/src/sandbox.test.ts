import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadError, RulesError, SandboxError } from './errors';
import { bundleSdkSource } from './node/sdk';
import { Sandbox } from './sandbox';
import type { SandboxOptions } from './results';

const open: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(open.map((sandbox) => sandbox.dispose()));
});

async function load(options: Omit<SandboxOptions, 'id' | 'entry'> & { id?: string; entry?: string }): Promise<Sandbox> {
  const sandbox = await Sandbox.load({ id: 'test-mod', entry: 'src/index.ts', ...options });
  open.push(sandbox);
  return sandbox;
}

async function loadError(options: Omit<SandboxOptions, 'id' | 'entry'> & { entry?: string }): Promise<SandboxError> {
  try {
    await load(options);
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

function ok(result: Awaited<ReturnType<Sandbox['call']>>): string {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.json;
}

/** A small ruleset in two TypeScript files that uses the SDK. */
const TWO_FILE_MOD: Record<string, string> = {
  'src/index.ts': [
    "import { SDK_VERSION } from '@kriegsspiel/rules-sdk';",
    "import { resolveCombat, type Unit } from './combat';",
    '',
    'interface State { turn: number; log: string[] }',
    'let state: State = { turn: 0, log: [] };',
    '',
    'export function sdkVersion(): string { return SDK_VERSION; }',
    'export function nextTurn(): State {',
    '  state = { turn: state.turn + 1, log: [...state.log, `turn ${state.turn + 1}`] };',
    '  return state;',
    '}',
    'export function fight(attacker: Unit, defender: Unit): { winner: string; roll: number } {',
    '  const roll = 1 + (attacker.name.length % 6);',
    '  return { winner: resolveCombat(attacker, defender, roll), roll };',
    '}',
    'export function numbers(n: number): number[] { return Array.from({ length: n }, (_, i) => i); }',
    'export async function later(x: number): Promise<number> { await null; return x * 2; }',
    "export function chatty(): number { console.log('hello', { a: 1 }, [2]); console.warn('careful'); return 1; }",
    'export function nothing(): void {}',
    '',
  ].join('\n'),
  'src/combat.ts': [
    'export interface Unit { name: string; strength: number }',
    '',
    'export function resolveCombat(attacker: Unit, defender: Unit, roll: number): string {',
    '  if (attacker.strength < 0 || defender.strength < 0) {',
    '    throw new RangeError(`negative strength in ${attacker.name} vs ${defender.name}`);',
    '  }',
    '  return attacker.strength + roll > defender.strength ? attacker.name : defender.name;',
    '}',
    '',
  ].join('\n'),
};

describe('a TypeScript mod of two files', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await load({ files: TWO_FILE_MOD });
  });

  it('loads, lists its exports and imports the SDK', async () => {
    expect([...sandbox.exports].sort()).toEqual(['chatty', 'fight', 'later', 'nextTurn', 'nothing', 'numbers', 'sdkVersion']);
    expect(ok(await sandbox.call('sdkVersion', '[]'))).toBe('"0.0.0-stub"');
  });

  it('runs code across its files', async () => {
    const result = JSON.parse(ok(await sandbox.call('fight', '[{"name":"Ney","strength":5},{"name":"Blücher","strength":3}]'))) as {
      winner: string;
      roll: number;
    };
    expect(result).toEqual({ winner: 'Ney', roll: 4 });
  });

  it('keeps state inside the VM between calls', async () => {
    const first = JSON.parse(ok(await sandbox.call('nextTurn', '[]'))) as { turn: number };
    const second = JSON.parse(ok(await sandbox.call('nextTurn', '[]'))) as { turn: number; log: string[] };
    expect(second.turn).toBe(first.turn + 1);
    expect(second.log.at(-1)).toBe(`turn ${second.turn}`);
  });

  it('reports a rules error at the original TypeScript file and line', async () => {
    const result = await sandbox.call('fight', '[{"name":"Ney","strength":-1},{"name":"Blücher","strength":3}]');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(RulesError);
    expect(result.error.code).toBe('rules-error');
    expect(result.error.message).toBe('RangeError: negative strength in Ney vs Blücher');
    expect(result.error.guestName).toBe('RangeError');
    expect(result.error.location).toEqual({ file: 'src/combat.ts', line: 5, column: expect.any(Number) as number });
    expect(result.error.guestStack?.split('\n')).toEqual([
      expect.stringMatching(/^ {4}at resolveCombat \(src\/combat\.ts:5:\d+\)$/),
      expect.stringMatching(/^ {4}at fight \(src\/index\.ts:14:\d+\)$/),
    ]);
    // A rules error keeps the instance.
    expect((await sandbox.call('sdkVersion', '[]')).stats.fresh).toBe(false);
  });

  it('settles async exports', async () => {
    expect(ok(await sandbox.call('later', '[21]'))).toBe('42');
  });

  it('answers null for a function that returns nothing', async () => {
    expect(ok(await sandbox.call('nothing', '[]'))).toBe('null');
  });

  it('returns what the mod logged', async () => {
    const result = await sandbox.call('chatty', '[]');
    expect(result.logs).toEqual(['hello {"a":1} [2]', 'warn: careful']);
  });

  it('reports a missing export as a rules error', async () => {
    const result = await sandbox.call('noSuchExport', '[]');
    expect(result).toMatchObject({ ok: false, error: { code: 'rules-error', reason: 'missing-export' } });
  });

  it('rejects arguments that are not a JSON array', async () => {
    await expect(sandbox.call('fight', '{"a":1}')).rejects.toThrow(TypeError);
    await expect(sandbox.call('fight', 'not json')).rejects.toThrow(TypeError);
    expect(ok(await sandbox.call('sdkVersion', '[]'))).toBe('"0.0.0-stub"');
  });

  it('checks the result shape when asked to', async () => {
    const result = await sandbox.call('numbers', '[2]', {
      validate: (value) => (Array.isArray(value) && value.length === 3 ? true : 'expected three numbers'),
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-output', reason: 'shape' } });
    const accepted = await sandbox.call('numbers', '[3]', { validate: (value) => (Array.isArray(value) ? true : 'not an array') });
    expect(accepted.ok).toBe(true);
  });

  it('serialises concurrent calls', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => sandbox.call('nextTurn', '[]')));
    const turns = results.map((result) => (JSON.parse(ok(result)) as { turn: number }).turn);
    expect(turns).toEqual([turns[0], (turns[0] ?? 0) + 1, (turns[0] ?? 0) + 2, (turns[0] ?? 0) + 3]);
  });
});

/** What the sandbox's Math.random says: the game's generator is the rules SDK's, in setup and apply only. */
const OUTSIDE = 'Math.random was called outside setup and apply: chance belongs in setup and apply, through ctx.random';

describe('Math.random', () => {
  it('throws a rules error in a call that is not the rules SDK’s setup or apply, saying what to do', async () => {
    const sandbox = await load({ files: { 'src/index.ts': 'export function draw() {\n  return Math.random();\n}' } });
    const draw = await sandbox.call('draw', '[]');
    expect(draw).toMatchObject({
      ok: false,
      error: { code: 'rules-error', guestName: 'ChanceError', message: `ChanceError: ${OUTSIDE}`, location: { file: 'src/index.ts', line: 2 } },
    });
    // A rules error: the instance is kept.
    expect((await sandbox.call('draw', '[]')).stats.fresh).toBe(false);
  });

  it('throws at the mod’s top level: the load fails saying so', async () => {
    const error = await loadError({ files: { 'src/index.ts': 'export const luck = Math.random();' } });
    expect(error).toMatchObject({ code: 'load-error', reason: 'evaluation', message: `ChanceError: ${OUTSIDE}` });
  });

  it('cannot be brought back: each call starts with the sandbox’s own, whatever the mod assigned', async () => {
    const sandbox = await load({
      files: {
        'src/index.ts': [
          'Math.random = () => 0.5;',
          'export function own() { Math.random = () => 0.25; return Math.random(); }',
          'export function draw() { return Math.random(); }',
          'export function described() { const d = Object.getOwnPropertyDescriptor(Math, "random")!; return [typeof d.value, d.writable, d.enumerable]; }',
        ].join('\n'),
      },
    });
    expect(await sandbox.call('draw', '[]')).toMatchObject({ ok: false, error: { message: `ChanceError: ${OUTSIDE}` } });
    // Within one call the mod's own function is its own business…
    expect(ok(await sandbox.call('own', '[]'))).toBe('0.25');
    // …but it does not outlive the call.
    expect(await sandbox.call('draw', '[]')).toMatchObject({ ok: false, error: { message: `ChanceError: ${OUTSIDE}` } });
    expect(JSON.parse(ok(await sandbox.call('described', '[]')))).toEqual(['function', true, false]);
  });

  it('a mod that freezes Math gets a rules error, not a broken sandbox', async () => {
    const sandbox = await load({ files: { 'src/index.ts': 'Object.freeze(Math);\nexport function one() { return 1; }' } });
    const result = await sandbox.call('one', '[]');
    expect(result).toMatchObject({ ok: false, error: { code: 'rules-error', guestName: 'TypeError' } });
    expect(result.stats.fresh).toBe(false);
  });
});

describe('what the guest can see', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await load({
      files: {
        'src/index.ts': [
          'const g = globalThis as Record<string, unknown>;',
          'export function clock() {',
          '  return { now: Date.now(), date: new Date().getTime(), iso: new Date().toISOString(), text: new Date(0).toString(),',
          '    offset: new Date(2021, 6, 1).getTimezoneOffset(), local: new Date(Date.UTC(2021, 6, 1, 12)).getHours() };',
          '}',
          "const names = ['process', 'require', 'module', 'exports', 'global', 'Buffer', 'fetch', 'XMLHttpRequest', 'WebSocket',",
          "  'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'performance', 'WeakRef', 'FinalizationRegistry',",
          "  'SharedArrayBuffer', 'Atomics', 'std', 'os', 'print', 'scriptArgs', 'navigator', 'location', 'Deno', 'Bun', 'Intl'];",
          'export function probe() { return Object.fromEntries(names.map((name) => [name, typeof g[name]])); }',
          "export function globalObject() { const self = Function('return this')(); return { same: self === globalThis, names: Object.getOwnPropertyNames(self) }; }",
          'export function evalWorks() { return (0, eval)("1 + 1"); }',
        ].join('\n'),
      },
    });
  });

  it('has a frozen clock in UTC, whatever the host time zone', async () => {
    expect(new Date(2021, 6, 1).getTimezoneOffset()).not.toBe(0); // the host is not on UTC (see vitest.config.ts)
    expect(JSON.parse(ok(await sandbox.call('clock', '[]')))).toEqual({
      now: 0,
      date: 0,
      iso: '1970-01-01T00:00:00.000Z',
      text: 'Thu Jan 01 1970 00:00:00 GMT+0000',
      offset: 0,
      local: 12,
    });
  });

  it('has no host globals, timers, performance clock or GC observers', async () => {
    const seen = JSON.parse(ok(await sandbox.call('probe', '[]'))) as Record<string, string>;
    for (const [name, type] of Object.entries(seen)) expect(`${name}: ${type}`).toBe(`${name}: undefined`);
  });

  it('has only standard globals plus console and the mark of throws', async () => {
    const result = JSON.parse(ok(await sandbox.call('globalObject', '[]'))) as { same: boolean; names: string[] };
    expect(result.same).toBe(true);
    const standard = new Set([
      ...['Object', 'Function', 'Array', 'Number', 'parseFloat', 'parseInt', 'Infinity', 'NaN', 'undefined', 'Boolean', 'String', 'Symbol'],
      ...['Date', 'Promise', 'RegExp', 'Error', 'AggregateError', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError'],
      ...['URIError', 'InternalError', 'globalThis', 'JSON', 'Math', 'Intl', 'ArrayBuffer', 'Uint8Array', 'Int8Array', 'Uint16Array'],
      ...['Int16Array', 'Uint32Array', 'Int32Array', 'Float16Array', 'Float32Array', 'Float64Array', 'Uint8ClampedArray', 'BigUint64Array'],
      ...['BigInt64Array', 'DataView', 'Map', 'BigInt', 'Set', 'WeakMap', 'WeakSet', 'Proxy', 'Reflect', 'decodeURI', 'decodeURIComponent'],
      ...['encodeURI', 'encodeURIComponent', 'escape', 'unescape', 'eval', 'isFinite', 'isNaN', 'Iterator', 'console'],
      // Every throw of a bundled mod calls it (throw-sites.ts); it only notes the value.
      '__kriegsspielThrow',
    ]);
    expect(result.names.filter((name) => !standard.has(name))).toEqual([]);
  });

  it('may still use eval inside the VM', async () => {
    expect(ok(await sandbox.call('evalWorks', '[]'))).toBe('2');
  });
});

describe('prototype tampering inside the guest', () => {
  const attempts = [
    'JSON.stringify = () => \'"forged"\'',
    'JSON.parse = () => ({ forged: true })',
    "Array.prototype.push = () => { throw new Error('push hijacked'); }",
    "Array.prototype[Symbol.iterator] = function* () { yield 'hijacked'; }",
    "Function.prototype.call = () => 'hijacked'",
    "Function.prototype.apply = () => 'hijacked'",
    "Function.prototype.bind = () => () => 'hijacked'",
    "Reflect.apply = () => 'hijacked'",
    "String.prototype.slice = () => 'hijacked'",
    "String.prototype.padStart = () => 'hijacked'",
    "Number.prototype.toString = () => 'hijacked'",
    "Symbol.prototype.toString = () => 'hijacked'",
    'Math.imul = () => 0',
    'Number.parseInt = () => 0',
    "Promise.prototype.then = function () { throw new Error('then hijacked'); }",
    "Object.defineProperty(Object.prototype, 'name', { set() { throw new Error('setter hijacked'); } })",
    "Object.keys = () => ['hijacked']",
    "Object.defineProperty = () => { throw new Error('defineProperty hijacked'); }",
    "(Object.prototype as any).toJSON = () => 'pwned'",
    '(Array.prototype as any).polluted = 1',
    "Object.setPrototypeOf(Array.prototype, { filter: () => 'hijacked' })",
    '(Object.getPrototypeOf([][Symbol.iterator]()) as any).next = () => ({ done: true })',
    "(Object.getPrototypeOf(Uint8Array.prototype) as any).fill = () => 'hijacked'",
    "(Error.prototype as any).name = 'Hijacked'",
  ];
  const files = {
    'src/index.ts': [
      'export function tamper() {',
      '  let refused = 0;',
      ...attempts.map((attempt) => `  try { ${attempt}; } catch (e) { if (e instanceof TypeError) refused++; }`),
      '  return refused;',
      '}',
      "export function polluteAt() { (Object.prototype as any).toJSON = () => 'pwned'; }",
      'export function replaceGlobal() { (globalThis as any).JSON = { stringify: () => 1, parse: () => 1 }; return 1; }',
      "export function still() { return [typeof JSON.stringify({}), [1, 2].map((x) => x * 2), new Error('e').name]; }",
      "export function overrides() { const e = new Error('x'); e.name = 'ChanceError'; const o = { a: 1 } as any; o.toString = () => 'own'; return [e.name, String(o), new Error('y').name]; }",
      'export function echo(value: unknown) { return value; }',
      'export function draw() { return Math.random(); }',
      "export function boom() { throw new TypeError('still reported'); }",
      'export async function later() { return 5; }',
    ].join('\n'),
  };

  it('refuses every change to the intrinsics, so nothing crosses the boundary or reaches another mod changed', async () => {
    const sandbox = await load({ files });
    expect(ok(await sandbox.call('tamper', '[]'))).toBe(String(attempts.length));
    expect(ok(await sandbox.call('echo', '[{"a":[1,2,"x"],"b":null}]'))).toBe('{"a":[1,2,"x"],"b":null}');
    expect(ok(await sandbox.call('still', '[]'))).toBe('["string",[2,4],"Error"]');

    expect(await sandbox.call('draw', '[]')).toMatchObject({
      ok: false,
      error: { code: 'rules-error', guestName: 'ChanceError', message: `ChanceError: ${OUTSIDE}` },
    });

    const boom = await sandbox.call('boom', '[]');
    const line = files['src/index.ts'].split('\n').findIndex((text) => text.includes('still reported')) + 1;
    expect(boom).toMatchObject({ ok: false, error: { code: 'rules-error', message: 'TypeError: still reported', location: { file: 'src/index.ts', line } } });
    expect(ok(await sandbox.call('later', '[]'))).toBe('5');
  });

  it('reports pollution at the line that tried it', async () => {
    const sandbox = await load({ files });
    const line = files['src/index.ts'].split('\n').findIndex((text) => text.includes('export function polluteAt')) + 1;
    expect(await sandbox.call('polluteAt', '[]')).toMatchObject({ ok: false, error: { code: 'rules-error', location: { file: 'src/index.ts', line } } });
    expect(ok(await sandbox.call('echo', '[{"a":1}]'))).toBe('{"a":1}');
  });

  it('still lets instances override what they inherit (err.name = …, obj.toString = …)', async () => {
    const sandbox = await load({ files });
    expect(ok(await sandbox.call('overrides', '[]'))).toBe('["ChanceError","own","Error"]');
  });

  it('refuses to replace a standard global, at the line that tried', async () => {
    const sandbox = await load({ files });
    const line = files['src/index.ts'].split('\n').findIndex((text) => text.includes('export function replaceGlobal')) + 1;
    const replaced = await sandbox.call('replaceGlobal', '[]');
    expect(replaced).toMatchObject({ ok: false, error: { code: 'rules-error', message: "TypeError: 'JSON' is read-only", location: { line } } });
    expect(ok(await sandbox.call('still', '[]'))).toBe('["string",[2,4],"Error"]');
  });
});

describe('load errors', () => {
  it('reports a syntax error at the original file and line', async () => {
    const error = await loadError({
      files: { 'src/index.ts': "export { roll } from './combat';\n", 'src/combat.ts': 'export function roll() {\n  return 1 +;\n}\n' },
    });
    expect(error).toBeInstanceOf(LoadError);
    expect(error).toMatchObject({ code: 'load-error', reason: 'bundle', phase: 'load', location: { file: 'src/combat.ts', line: 2 } });
  });

  it.each([
    ['fs', "import fs from 'fs';\nexport const x = fs;"],
    ['node:fs', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;"],
    ['https://evil.example/payload.js', "import payload from 'https://evil.example/payload.js';\nexport const x = payload;"],
    ['../../outside', "import secret from '../../outside';\nexport const x = secret;"],
    ['lodash', "import _ from 'lodash';\nexport const x = _;"],
    ['fs', "export async function x() { return import('fs'); }"],
    ['child_process', "declare const require: (name: string) => unknown;\nexport function x() { return require('child_process'); }"],
  ])('refuses an import of %s, naming it', async (name, source) => {
    const error = await loadError({ files: { 'src/index.ts': source } });
    expect(error).toMatchObject({ code: 'load-error', reason: 'bundle', location: { file: 'src/index.ts' } });
    expect(error.message).toContain(`Import "${name}" is not allowed`);
  });

  it('reports a missing file', async () => {
    const error = await loadError({ files: { 'src/index.ts': "import { x } from './missing';\nexport { x };" } });
    expect(error.message).toContain('Cannot find "./missing"');
  });

  it('resolves .js specifiers to .ts files, index files and JSON', async () => {
    const sandbox = await load({
      files: {
        'src/index.ts':
          "import { a } from './lib/a.js';\nimport { b } from './lib';\nimport data from '../data/units.json';\nexport function sum() { return a + b + data.length; }",
        'src/lib/a.ts': 'export const a = 1;',
        'src/lib/index.ts': 'export const b = 2;',
        'data/units.json': '[1, 2, 3]',
      },
    });
    expect(ok(await sandbox.call('sum', '[]'))).toBe('6');
  });

  it('rejects a malformed mod description', async () => {
    await expect(load({ files: { '/etc/passwd.ts': '' }, entry: '/etc/passwd.ts' })).rejects.toMatchObject({ code: 'load-error', reason: 'spec' });
    await expect(load({ files: { 'src/index.ts': '' }, entry: 'src/main.ts' })).rejects.toMatchObject({ code: 'load-error', reason: 'spec' });
    await expect(load({ files: { 'src/index.ts': '', 'src/x.exe': '' } })).rejects.toMatchObject({ code: 'load-error', reason: 'spec' });
  });

  it('reports a throw while loading at the original line', async () => {
    const error = await loadError({
      files: { 'src/index.ts': "export const x = 1;\n\nfunction init(): never {\n  throw new Error('bad init');\n}\ninit();\n" },
    });
    expect(error).toMatchObject({ code: 'load-error', reason: 'evaluation', message: 'Error: bad init', location: { file: 'src/index.ts', line: 4 } });
  });

  it('bounds the loading time and memory', async () => {
    await expect(load({ files: { 'src/index.ts': 'for (;;) {}\nexport const x = 1;' }, limits: { loadBudget: 50 } })).rejects.toMatchObject({
      code: 'timeout',
      phase: 'load',
    });
    await expect(
      load({
        files: { 'src/index.ts': 'const a: unknown[] = [];\nfor (;;) a.push(new Array(1000).fill(0));\nexport const x = a;' },
        limits: { memoryBytes: 8 * 1024 * 1024 },
      }),
    ).rejects.toMatchObject({ code: 'out-of-memory', phase: 'load' });
  });

  it('reports a top-level await that never settles', async () => {
    const error = await loadError({ files: { 'src/index.ts': 'await new Promise(() => {});\nexport const x = 1;' } });
    expect(error).toMatchObject({ code: 'load-error', reason: 'evaluation' });
  });

  it('supports a top-level await that settles', async () => {
    const sandbox = await load({ files: { 'src/index.ts': 'const value = await Promise.resolve(41);\nexport function get() { return value + 1; }' } });
    expect(ok(await sandbox.call('get', '[]'))).toBe('42');
  });

  it('serves an SDK bundled from TypeScript files', async () => {
    const sdkSource = await bundleSdkSource(fileURLToPath(new URL('./test-fixtures/sdk/index.ts', import.meta.url)));
    const sandbox = await load({
      files: { 'src/index.ts': "import { d6, SDK_NAME } from '@kriegsspiel/rules-sdk';\nexport function roll() { return [SDK_NAME, d6(9)]; }" },
      sdkSource,
    });
    expect(JSON.parse(ok(await sandbox.call('roll', '[]')))).toEqual(['fixture-sdk', 4]);
  });

  it('serves a custom SDK source and refuses its own imports', async () => {
    const sandbox = await load({
      files: { 'src/index.ts': "import { answer } from '@kriegsspiel/rules-sdk';\nexport function get() { return answer(); }" },
      sdkSource: 'export function answer() { return 42; }',
    });
    expect(ok(await sandbox.call('get', '[]'))).toBe('42');
    const error = await loadError({
      files: { 'src/index.ts': "import { answer } from '@kriegsspiel/rules-sdk';\nexport const x = answer;" },
      sdkSource: "import fs from 'fs';\nexport const answer = fs;",
    });
    expect(error.message).toContain('Import "fs" is not allowed');
  });
});

describe('the supervisor', () => {
  const files = {
    'src/index.ts': 'let calls = 0;\nexport function count() { return ++calls; }\nexport function slow() { return String(7n ** 300000n).length; }',
  };

  it("keeps an answer the host was too busy to read before the worker's idle time ran out", async () => {
    // The worker waits 200 ms for the next request after answering, then parks. It used to park
    // with its answer unread, and the host, held up past that (a busy machine), took the parked
    // state for an answer sent as a message and waited until its wall clock ran out.
    const sandbox = await load({
      files: { 'src/index.ts': 'export function busy(n: number) { let x = 0; for (let i = 0; i < n; i++) x += i % 7; return x; }' },
      limits: { callTimeoutMs: 3_000 },
    });
    for (let round = 0; round < 3; round++) {
      const call = sandbox.call('busy', '[200000]');
      // Once the request is out (the host then awaits the answer), hold this thread and its event
      // loop for longer than the call and the worker's idle time together.
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          const until = performance.now() + 600;
          while (performance.now() < until);
          resolve();
        }, 2),
      );
      const result = await call;
      expect(result.ok ? result.json : result.error.message).toBe(String(Array.from({ length: 200000 }, (_, i) => i % 7).reduce((a, b) => a + b, 0)));
      // The channel goes on working, and the worker still parks when left alone.
      expect(ok(await sandbox.call('busy', '[10]'))).toBe('24');
      await new Promise((resolve) => setTimeout(resolve, 450));
    }
  });

  it.each([
    ['exit', 'crashed', 'worker-exit'],
    ['throw', 'crashed', 'worker-error'],
    ['hang', 'timeout', 'wall-clock'],
  ] as const)('survives a worker that %ss, and starts a fresh one', async (kind, code, reason) => {
    const sandbox = await load({ files, limits: { callTimeoutMs: 500 } });
    expect(ok(await sandbox.call('count', '[]'))).toBe('1');
    expect(ok(await sandbox.call('count', '[]'))).toBe('2');
    await sandbox.simulateWorkerFault(kind);
    const failed = await sandbox.call('count', '[]');
    expect(failed).toMatchObject({ ok: false, error: { code, reason } });
    // A call that ran out of time says how far it had got: the hung worker never answered it
    // (whether it had taken it from shared memory first depends on when the fault arrived).
    if (kind === 'hang' && !failed.ok) {
      expect(failed.error.message).toMatch(
        /within 500 ms; its worker was terminated \(the worker had (not taken the request|taken the request and was still on it)/,
      );
    }
    const next = await sandbox.call('count', '[]');
    // The VM state was lost with the worker: counting starts again.
    expect(ok(next)).toBe('1');
    expect(next.stats).toMatchObject({ fresh: true, generation: 2 });
  });

  it('restarts a worker that died while idle without failing the next call', async () => {
    const sandbox = await load({ files });
    await sandbox.simulateWorkerFault('exit');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const next = await sandbox.call('count', '[]');
    expect(ok(next)).toBe('1');
    expect(next.stats.fresh).toBe(true);
  });

  it('resets on request', async () => {
    const sandbox = await load({ files });
    expect(ok(await sandbox.call('count', '[]'))).toBe('1');
    await sandbox.reset();
    expect(ok(await sandbox.call('count', '[]'))).toBe('1');
    expect(sandbox.generation).toBe(2);
  });

  it('disposes: a call in flight ends as crashed, later calls reject', async () => {
    const sandbox = await load({ files, limits: { callTimeoutMs: 10_000 } });
    const inFlight = sandbox.call('slow', '[]');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sandbox.dispose();
    expect(await inFlight).toMatchObject({ ok: false, error: { code: 'crashed' } });
    await expect(sandbox.call('count', '[]')).rejects.toThrow(/disposed/);
  });

  it('says where a loop was when its budget ran out (its line where QuickJS knows it, else its function)', async () => {
    const files = {
      'src/index.ts': 'export function busy() {\n  let n = 0;\n  while (n >= 0) n = (n + 1) % 7;\n  return n;\n}\nexport function spin() {\n  for (;;) {}\n}\n',
    };
    const sandbox = await load({ files, limits: { callBudget: 50 } });
    const busy = await sandbox.call('busy', '[]');
    // QuickJS checks for interrupts at two places of this loop: its condition (line 3) and the
    // jump back, which carries no position of its own and so names the function (line 1).
    // Which one the last tick lands on depends on how many checks ran before.
    expect(busy).toMatchObject({ ok: false, error: { code: 'timeout', reason: 'budget', location: { file: 'src/index.ts' } } });
    expect([1, 3]).toContain(busy.ok ? 0 : busy.error.location?.line);
    expect(busy.ok ? '' : busy.error.guestStack).toMatch(/^ {4}at busy \(src\/index\.ts:[13]:\d+\)$/);
    const spin = await sandbox.call('spin', '[]');
    expect(spin.ok ? '' : spin.error.guestStack).toMatch(/at spin \(src\/index\.ts:\d+:\d+\)/);
  });

  it('says where a loop at a module’s top level was when the load budget ran out', async () => {
    const files = { 'src/index.ts': 'export const x = 1;\nlet n = 0;\nwhile (n >= 0) n = (n + 1) % 7;\n' };
    await expect(load({ files, limits: { loadBudget: 50 } })).rejects.toMatchObject({
      code: 'timeout',
      reason: 'budget',
      phase: 'load',
      location: { file: 'src/index.ts', line: 3 },
    });
  });

  it('stops a call on request: its worker is terminated and the next call gets a fresh one', async () => {
    const sandbox = await load({
      files: { ...files, 'src/index.ts': `${files['src/index.ts']}\nexport function spin() { for (;;) calls++; }` },
      limits: { callBudget: 10_000_000, callTimeoutMs: 60_000 },
    });
    expect(ok(await sandbox.call('count', '[]'))).toBe('1');
    expect(sandbox.busy).toBe(false);
    const spinning = sandbox.call('spin', '[]');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sandbox.busy).toBe(true);
    const started = performance.now();
    sandbox.stop();
    const stopped = await spinning;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stopped).toMatchObject({ ok: false, error: { code: 'timeout', reason: 'stopped' } });
    const next = await sandbox.call('count', '[]');
    expect(ok(next)).toBe('1');
    expect(next.stats).toMatchObject({ fresh: true, generation: 2 });
    // Nothing to stop while idle.
    sandbox.stop();
    expect(ok(await sandbox.call('count', '[]'))).toBe('2');
  });

  it('reports timing and budget', async () => {
    const sandbox = await load({ files: { 'src/index.ts': 'export function work(n: number) { let s = 0; for (let i = 0; i < n; i++) s += i; return s; }' } });
    const small = await sandbox.call('work', '[10]');
    const large = await sandbox.call('work', '[3000000]');
    expect(small.stats.budgetUsed).toBeLessThanOrEqual(1);
    expect(large.stats.budgetUsed).toBeGreaterThan(100);
    expect(large.stats.ms).toBeGreaterThanOrEqual(large.stats.guestMs ?? 0);
    // The count does not depend on the machine. QuickJS's tick counter keeps its
    // phase across calls, so the same work may cost one tick more or less.
    const again = (await sandbox.call('work', '[3000000]')).stats.budgetUsed ?? 0;
    expect(Math.abs(again - (large.stats.budgetUsed ?? 0))).toBeLessThanOrEqual(1);
  });
});

describe('fresh sandboxes in kept workers', () => {
  it('gives every load a clean realm, though a disposed sandbox’s worker hosts the next one', async () => {
    const files = {
      'src/index.ts': [
        'let calls = 0;',
        'export function mark() { try { (globalThis as Record<string, unknown>).left = "behind"; } catch {} try { Object.defineProperty(Array.prototype, "polluted", { value: 1 }); } catch {} return ++calls; }',
        'export function look() { return [typeof (globalThis as Record<string, unknown>).left, "polluted" in [], calls]; }',
      ].join('\n'),
    };
    for (let round = 0; round < 3; round++) {
      const sandbox = await Sandbox.load({ id: 'kept-worker', entry: 'src/index.ts', files });
      expect(JSON.parse(ok(await sandbox.call('look', '[]')))).toEqual(['undefined', false, 0]);
      expect(ok(await sandbox.call('mark', '[]'))).toBe('1');
      await sandbox.dispose();
    }
  });

  it('starts the third and later loads of a mod from the image the second took, in the state a load leaves', async () => {
    const files = {
      'src/index.ts': [
        '// Work at the top level, whose result the image keeps.',
        'const table: number[] = [];',
        'for (let i = 0; i < 1000; i++) table.push((i * 7919) % 1009);',
        'let calls = 0;',
        'export function sum() { calls++; return [table.reduce((a, b) => a + b, 0), calls]; }',
        'export function spin() { for (;;) {} }',
        'export function hog() { const a: number[][] = []; for (;;) a.push(new Array(1000).fill(1)); }',
      ].join('\n'),
    };
    // Limits of their own, so no other test's load made this image.
    const limits = { loadBudget: 123_457 };
    const once = await load({ files, limits });
    expect(once.lastLoad?.fromImage).toBe(false);
    await once.dispose();
    // The second load takes the image.
    const first = await load({ files, limits });
    expect(first.lastLoad?.fromImage).toBe(false);
    const expected = JSON.parse(ok(await first.call('sum', '[]'))) as [number, number];
    expect(expected[1]).toBe(1);
    expect(ok(await first.call('sum', '[]'))).toBe(JSON.stringify([expected[0], 2]));

    const second = await load({ files, limits });
    expect(second.lastLoad?.fromImage).toBe(true);
    expect(second.lastLoad?.budgetUsed).toBe(first.lastLoad?.budgetUsed);
    expect(second.exports).toEqual(first.exports);
    // Its own state: the first sandbox's calls are not in it.
    expect(ok(await second.call('sum', '[]'))).toBe(JSON.stringify([expected[0], 1]));
    // The limits hold in an instance started from an image, and its restart starts from it again.
    const spun = await second.call('spin', '[]', { budget: 50 });
    expect(spun.ok ? undefined : spun.error.code).toBe('timeout');
    const hogged = await second.call('hog', '[]');
    expect(hogged.ok ? undefined : hogged.error.code).toBe('out-of-memory');
    const again = await second.call('sum', '[]');
    expect(again.stats.fresh).toBe(true);
    expect(second.lastLoad?.fromImage).toBe(true);
    expect(ok(again)).toBe(JSON.stringify([expected[0], 1]));

    // Other limits, another image: a load of its own.
    const other = await load({ files, limits: { ...limits, callBudget: 77_777 } });
    expect(other.lastLoad?.fromImage).toBe(false);
  });

  it('answers a result too large for the shared buffer by message', async () => {
    const files = { 'src/index.ts': 'export function big(n: number) { return "é".repeat(n); }' };
    const sandbox = await load({ files, limits: { maxResultChars: 16 * 1024 * 1024, memoryBytes: 256 * 1024 * 1024 } });
    // 9M characters of 2 bytes each in UTF-8: beyond the channel’s 16 MiB.
    const json = ok(await sandbox.call('big', '[9000000]'));
    expect(json.length).toBe(9_000_002);
    expect(ok(await sandbox.call('big', '[3]'))).toBe('"ééé"');
  });
});

describe('throws of values that are not Errors', () => {
  const source = [
    'type Unit = { id: string; strength: number };', // line 1: types shift TypeScript's lines from the bundle's
    'export function nullish(unit: Unit) {',
    '  if (unit.strength < 0) throw null;', // line 3
    '  return unit.id;',
    '}',
    "export function symbolic() { const tag = Symbol('rout'); throw tag; }", // line 6
    'export function plain() {',
    "  throw { code: 7, why: 'no retreat path' };", // line 8
    '}',
    'export function caught() {',
    '  try { throw null; } catch (e) { return [e === null, String(e)]; }',
    '}',
    "export function sameLine() { try { throw 'x'; } catch { /* kept */ } const u: Unit | undefined = undefined; return (u as unknown as Unit).id; }", // line 13
    "export function twinLine() { try { void 'xy'; } catch { /* kept */ } const u: Unit | undefined = undefined; return (u as unknown as Unit).id; }", // line 14
    'export function afterCatch() {',
    '  try { throw null; } catch { /* the mod moved on */ }',
    "  throw new RangeError('a real error');", // line 17
    '}',
  ].join('\n');
  const files = { 'src/index.ts': source };

  it('places a thrown null at its line and calls it a rules error, not out of memory', async () => {
    const sandbox = await load({ files });
    const result = await sandbox.call('nullish', '[{"id":"ney","strength":-1}]');
    expect(result).toMatchObject({ ok: false, error: { code: 'rules-error', message: 'the mod threw null', location: { file: 'src/index.ts', line: 3 } } });
    // A rules error keeps the instance.
    expect(ok(await sandbox.call('nullish', '[{"id":"ney","strength":2}]'))).toBe('"ney"');
    expect((await sandbox.call('nullish', '[{"id":"ney","strength":2}]')).stats.generation).toBe(1);
  });

  it('places a thrown Symbol and a thrown plain object at their lines', async () => {
    const sandbox = await load({ files });
    expect(await sandbox.call('symbolic', '[]')).toMatchObject({
      ok: false,
      error: { code: 'rules-error', message: 'Symbol(rout)', location: { file: 'src/index.ts', line: 6 } },
    });
    expect(await sandbox.call('plain', '[]')).toMatchObject({ ok: false, error: { code: 'rules-error', location: { file: 'src/index.ts', line: 8 } } });
  });

  it('leaves what the mod catches exactly as it threw it', async () => {
    const sandbox = await load({ files });
    expect(ok(await sandbox.call('caught', '[]'))).toBe('[true,"null"]');
  });

  it('keeps the columns of the rest of a line with a marked throw', async () => {
    const sandbox = await load({ files });
    const marked = await sandbox.call('sameLine', '[]');
    // The twin line is the same but for a \`void\` of the same length in place of the throw.
    const twin = await sandbox.call('twinLine', '[]');
    expect(marked.ok || twin.ok).toBe(false);
    if (marked.ok || twin.ok) return;
    expect(marked.error.location).toMatchObject({ file: 'src/index.ts', line: 13 });
    expect(twin.error.location).toMatchObject({ file: 'src/index.ts', line: 14 });
    expect(marked.error.location?.column).toBe(twin.error.location?.column);
  });

  it('does not blame an Error on an earlier caught throw', async () => {
    const sandbox = await load({ files });
    expect(await sandbox.call('afterCatch', '[]')).toMatchObject({
      ok: false,
      error: { code: 'rules-error', message: 'RangeError: a real error', location: { file: 'src/index.ts', line: 17 } },
    });
  });
});

describe('limits hit inside promise jobs and by many small allocations', () => {
  const source = [
    "type Action = { action: { type: 'move'; to: number }; prompt: string };", // line 1
    'export function spinLater() {',
    '  Promise.resolve().then(() => {',
    '    let n = 0;',
    '    while (n >= 0) n++;', // line 5
    '  });',
    '  return 1;',
    '}',
    'export async function spinAfterAwait(): Promise<number> {',
    '  await null;',
    '  let n = 0;',
    '  while (n >= 0) n++;', // line 12
    '  return n;',
    '}',
    'export function bombLater() {',
    '  Promise.resolve().then(() => {',
    '    const kept: number[][] = [];',
    '    while (kept.length >= 0) kept.push(new Array(1000).fill(0));', // line 18
    '  });',
    '  return 1;',
    '}',
    'export function legalActions(): Action[] {',
    '  const actions: Action[] = [];',
    "  for (let i = 0; i < 1e6; i++) actions.push({ action: { type: 'move', to: i }, prompt: 'Move to ' + i });", // line 24
    '  return actions;',
    '}',
    'export function fine() { return 2; }',
  ].join('\n');
  const files = { 'src/index.ts': source };
  const limits = { callBudget: 100_000, memoryBytes: 16 * 1024 * 1024 };

  async function failure(name: string, budget: number): Promise<SandboxError> {
    const sandbox = await load({ files, limits: { ...limits, callBudget: budget } });
    const result = await sandbox.call(name, '[]');
    if (result.ok) throw new Error(`expected "${name}" to fail, it answered ${result.json}`);
    // A fresh instance answers the next call.
    const next = await sandbox.call('fine', '[]');
    expect(ok(next)).toBe('2');
    expect(next.stats.fresh).toBe(true);
    return result.error;
  }

  it('places a loop in a promise job nobody awaits at its line', async () => {
    const error = await failure('spinLater', 200);
    expect(error).toMatchObject({ code: 'timeout', reason: 'budget', location: { file: 'src/index.ts', line: 5 } });
    expect(error.message).not.toContain('(in "spinLater")');
  });

  it('places a loop after an await in an async export within its function', async () => {
    const error = await failure('spinAfterAwait', 200);
    expect(error).toMatchObject({ code: 'timeout', reason: 'budget', location: { file: 'src/index.ts' } });
    // The resumed function is named at the await it resumed from or at its loop.
    expect([10, 12]).toContain(error.location?.line);
  });

  it('stops a memory bomb in a promise job nobody awaits, at its line', async () => {
    const error = await failure('bombLater', 100_000);
    expect(error).toMatchObject({ code: 'out-of-memory', reason: 'memory', location: { file: 'src/index.ts', line: 18 } });
  });

  it('stops a million legal actions before QuickJS throws null, and names where', async () => {
    const error = await failure('legalActions', 100_000);
    expect(error).toMatchObject({ code: 'out-of-memory', reason: 'memory', message: 'The mod `test-mod` ran out of memory' });
    // The loop's line, or (where QuickJS's last check carries no position) its function's.
    expect(error.location?.file).toBe('src/index.ts');
    expect([22, 24]).toContain(error.location?.line);
    expect(error.guestStack).toMatch(/at legalActions \(src\/index\.ts:2[24]:\d+\)/);
  });
});

describe('profiled calls', () => {
  // Two functions in two files: `hot` turns its loop far more often than `cool`.
  const PROFILED_MOD: Record<string, string> = {
    'src/index.ts': [
      "import { hot } from './hot';",
      'function cool(n: number): number {',
      '  let sum = 0;',
      '  for (let i = 0; i < n; i++) sum += i;',
      '  return sum;',
      '}',
      'export function work(): number {',
      '  let total = 0;',
      '  for (let round = 0; round < 20; round++) total += hot(100_000) + cool(5_000);',
      '  return total;',
      '}',
      '',
    ].join('\n'),
    'src/hot.ts': [
      'export function hot(n: number): number {',
      '  let x = 0;',
      '  for (let i = 0; i < n; i++) x = (x + i * 7) % 1_000_003;',
      '  return x;',
      '}',
      '',
    ].join('\n'),
  };

  it('samples where the guest is, in the mod files, and the busiest function first', async () => {
    const { Profile, profileTable } = await import('./profile');
    const sandbox = await load({ files: PROFILED_MOD });
    const result = await sandbox.call('work', '[]', { profile: true });
    expect(result.ok).toBe(true);
    const profile = new Profile();
    profile.add(result.stats.samples);
    const summary = profile.summary();
    expect(summary.samples).toBeGreaterThan(20);
    const [first] = summary.functions;
    expect(first).toMatchObject({ name: 'hot', file: 'src/hot.ts' });
    // The loop's line, or (where QuickJS's check carries the position after the loop) the next.
    expect([3, 4]).toContain(first?.hottestLine);
    const work = summary.functions.find((row) => row.name === 'work');
    // `work` is on every sampled stack, under the functions it calls.
    expect(work).toMatchObject({ file: 'src/index.ts', total: summary.samples });
    expect(work?.self ?? 0).toBeLessThan(summary.samples / 4);
    expect(profileTable(summary)[1]).toMatch(/^ *\d+\.\d% +\d+\.\d% {2}hot \(src\/hot\.ts:[34]\)$/);
    // The sandbox's own machinery (the prelude that calls the mod) is not in the profile.
    expect(summary.functions.every((row) => !row.file.includes('prelude'))).toBe(true);
  });

  it('samples by the clock: a cheap tight loop does not outweigh slow calls of a built-in', async () => {
    const { Profile } = await import('./profile');
    const sandbox = await load({
      files: {
        'src/index.ts': [
          'const big = Array.from({ length: 40 }, (_, i) => ({ i, name: `unit ${i}` }));',
          'export function tight(n: number): number {',
          '  let x = 0;',
          '  for (let i = 0; i < n; i++) x += i & 7;',
          '  return x;',
          '}',
          'export function slow(n: number): number {',
          '  let chars = 0;',
          '  for (let i = 0; i < n; i++) chars += JSON.stringify(big).length;',
          '  return chars;',
          '}',
          'export function both(n: number, m: number): number { return tight(n) + slow(m); }',
          '',
        ].join('\n'),
      },
    });
    // Sized so that each takes about the same time, though a turn of \`slow\`'s loop costs a
    // thousand of \`tight\`'s. (Many short calls of the built-in: a check comes only between them.)
    const time = async (name: string, args: number[]) => {
      const result = await sandbox.call(name, JSON.stringify(args));
      return result.stats.guestMs ?? 0;
    };
    // Warm: the WebAssembly of QuickJS runs faster once V8 has optimized it.
    await time('both', [1_000_000, 3_000]);
    const unit = { tight: (await time('tight', [2_000_000])) / 2_000_000, slow: (await time('slow', [5_000])) / 5_000 };
    const n = Math.round(150 / unit.tight);
    const m = Math.max(1, Math.round(150 / unit.slow));
    const profile = new Profile();
    profile.add((await sandbox.call('both', JSON.stringify([n, m]), { profile: true })).stats.samples);
    const { samples, functions } = profile.summary();
    const total = (name: string) => functions.find((row) => row.name === name)?.total ?? 0;
    expect(samples).toBeGreaterThan(200);
    // About half each; samples at every interrupt check gave \`slow\` 0.3%.
    expect(total('slow') / samples).toBeGreaterThan(0.1);
    expect(total('tight') / samples).toBeGreaterThan(0.1);
  });

  it('keeps a profiled call to its budget: the more frequent checks count as the usual ticks', async () => {
    const sandbox = await load({ files: { 'src/index.ts': 'export function spin(): number { let x = 0; for (;;) x = (x + 1) % 7; }\n' } });
    const plain = await sandbox.call('spin', '[]', { budget: 300 });
    const profiled = await sandbox.call('spin', '[]', { budget: 300, profile: true });
    for (const result of [plain, profiled]) expect(result).toMatchObject({ ok: false, error: { code: 'timeout', reason: 'budget' } });
    expect(profiled.stats.budgetUsed).toBe(plain.stats.budgetUsed);
    // About as long as the plain call: each tick is still some 10,000 calls and loop turns.
    expect(profiled.stats.guestMs ?? 0).toBeGreaterThan((plain.stats.guestMs ?? 0) / 3);
    expect(profiled.stats.samples?.length).toBeGreaterThan(0);
  });

  it('takes no samples unless asked, and asking changes no result', async () => {
    const sandbox = await load({ files: PROFILED_MOD });
    const plain = await sandbox.call('work', '[]');
    const profiled = await sandbox.call('work', '[]', { profile: true });
    expect(plain.stats.samples).toBeUndefined();
    expect(profiled.ok && plain.ok && profiled.json === plain.json).toBe(true);
    expect((await sandbox.call('work', '[]')).stats.samples).toBeUndefined();
  });
});
