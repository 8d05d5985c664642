/**
 * A battery of hostile mods. Each is the source of a mod's `src/index.ts` that
 * exports `attack`; the test harness adds an innocent `ok` export to check that
 * the sandbox still answers afterwards.
 */
import type { SandboxErrorCode, SandboxErrorReason } from '../errors';
import type { SandboxLimits } from '../limits';

export interface HostileCase {
  name: string;
  group: string;
  source: string;
  /** Arguments of `attack`, a JSON array; `[]` by default. */
  args?: string;
  expect: SandboxErrorCode;
  reason?: SandboxErrorReason;
  limits?: Partial<SandboxLimits>;
  /** A substring of the error message. */
  message?: string;
  /** The line of src/index.ts the failure must name (the sources are one line: this says it is located). */
  line?: number;
}

/** Limits of the battery: small, so that every failure is quick. */
export const HOSTILE_LIMITS: Partial<SandboxLimits> = {
  callBudget: 200,
  callTimeoutMs: 10_000,
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 512 * 1024,
};

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

export const HOSTILE_CASES: HostileCase[] = [
  // ---- infinite loops ----
  { group: 'loop', name: 'plain for(;;)', source: 'export function attack() { for (;;) {} }', expect: 'timeout', reason: 'budget' },
  {
    group: 'loop',
    name: 'while(true) with a counter',
    source: 'export function attack() { let i = 0; while (true) { i++; } }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'loop inside a try/catch that swallows every error',
    source: 'export function attack() { for (;;) { try { for (;;) {} } catch (e) { /* swallowed */ } } }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'loop in finally after an interrupted loop',
    source: 'export function attack() { try { for (;;) {} } finally { for (;;) {} } }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'loop in a promise job after returning',
    source: 'export function attack() { Promise.resolve().then(function loop() { for (;;) {} }); return 1; }',
    expect: 'timeout',
    reason: 'budget',
    line: 1,
  },
  {
    group: 'loop',
    name: 'endless chain of promise jobs',
    source: 'export function attack() { const spin = () => { Promise.resolve().then(spin); }; spin(); return 1; }',
    expect: 'timeout',
    reason: 'budget',
    line: 1,
  },
  {
    group: 'loop',
    name: 'loop after await in an async export',
    source: 'export async function attack() { await null; for (;;) {} }',
    expect: 'timeout',
    reason: 'budget',
    line: 1,
  },
  {
    group: 'loop',
    name: 'getter of the result touched by JSON.stringify',
    source: 'export function attack() { return { get trap() { for (;;) {} } }; }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'toJSON of the result loops',
    source: 'export function attack() { return { toJSON() { for (;;) {} } }; }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'sort comparator loops',
    source: 'export function attack() { return [3, 1, 2].sort(() => { for (;;) {} }); }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'catastrophic regular expression',
    source: "export function attack() { return /(a+)+$/.test('a'.repeat(40) + 'b'); }",
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'loop',
    name: 'uninterruptible native work (huge BigInt) hits the wall clock',
    source: 'export function attack() { return String(7n ** 300000n).length; }',
    limits: { callTimeoutMs: 300, callBudget: 100_000 },
    expect: 'timeout',
    reason: 'wall-clock',
  },

  // ---- memory ----
  {
    group: 'memory',
    name: 'array growth',
    source: 'export function attack() { const a = []; for (;;) a.push(new Array(1000).fill(0)); }',
    limits: { callBudget: 100_000 },
    expect: 'out-of-memory',
  },
  {
    group: 'memory',
    name: 'string doubling (flattened each round)',
    source: "export function attack() { let s = 'xy'; for (;;) { s = s + s; s.charCodeAt(s.length >> 1); s = s.toLowerCase(); } }",
    limits: { callBudget: 100_000 },
    expect: 'out-of-memory',
  },
  {
    group: 'memory',
    name: 'huge ArrayBuffer',
    source: 'export function attack() { return new ArrayBuffer(512 * 1024 * 1024).byteLength; }',
    expect: 'out-of-memory',
  },
  {
    group: 'memory',
    name: 'memory bomb the mod tries to catch (the memory watch stops it, uncatchably)',
    source: "export function attack() { try { const a = []; for (;;) a.push({ a }); } catch (e) { throw new Error('not me'); } }",
    limits: { callBudget: 100_000 },
    expect: 'out-of-memory',
    line: 1,
  },
  {
    group: 'memory',
    name: 'one allocation over the limit, caught by the mod and rethrown as something else',
    source: "export function attack() { try { return new ArrayBuffer(64 * 1024 * 1024).byteLength; } catch (e) { throw new Error('not me'); } }",
    expect: 'rules-error',
    message: 'not me',
    line: 1,
  },

  {
    group: 'memory',
    name: 'a million legal actions (stopped before QuickJS would throw null)',
    source:
      "export function attack() { const a = []; for (let i = 0; i < 1e6; i++) a.push({ action: { type: 'move', to: i }, prompt: 'Move to ' + i }); return a.length; }",
    limits: { callBudget: 100_000 },
    expect: 'out-of-memory',
    line: 1,
  },
  {
    group: 'memory',
    name: 'memory bomb in a promise job nobody awaits',
    source: 'export function attack() { Promise.resolve().then(() => { const a = []; for (;;) a.push(new Array(1000).fill(0)); }); return 1; }',
    limits: { callBudget: 100_000 },
    expect: 'out-of-memory',
    line: 1,
  },

  {
    group: 'memory',
    name: 'memory bomb in promise jobs that try to swallow it and chain on',
    source:
      'export function attack() { const grow = (): unknown => { try { const a = []; for (;;) a.push(new Array(1000).fill(0)); } catch { return Promise.resolve().then(grow); } }; Promise.resolve().then(grow); return 1; }',
    limits: { callBudget: 100_000, callTimeoutMs: 2_000 },
    expect: 'out-of-memory',
    line: 1,
  },

  // ---- tampering with the intrinsics (frozen before the mod runs) ----
  {
    group: 'tamper',
    name: 'replacing JSON.stringify',
    source: 'export function attack() { JSON.stringify = () => \'{"forged":1}\'; return 1; }',
    expect: 'rules-error',
    message: "'stringify' is read-only",
  },
  {
    group: 'tamper',
    name: 'polluting Object.prototype',
    source: 'export function attack() { (Object.prototype as any).polluted = 1; return 1; }',
    expect: 'rules-error',
    message: 'not extensible',
  },
  {
    group: 'tamper',
    name: 'replacing the global JSON',
    source: 'export function attack() { (globalThis as any).JSON = { stringify: () => 1 }; return 1; }',
    expect: 'rules-error',
    message: "'JSON' is read-only",
  },

  // ---- stack ----
  { group: 'stack', name: 'deep recursion', source: 'export function attack(): number { return attack() + 1; }', expect: 'stack-overflow' },
  {
    group: 'stack',
    name: 'mutual recursion',
    source:
      'function ping(n: number): number { return pong(n + 1) + 1; }\nfunction pong(n: number): number { return ping(n + 1) + 1; }\nexport function attack() { return ping(0); }',
    expect: 'stack-overflow',
  },
  {
    group: 'stack',
    name: 'recursion through getters',
    source: 'export function attack() { const o = { get x(): number { return o.x + 1; } }; return o.x; }',
    expect: 'stack-overflow',
  },
  {
    group: 'stack',
    name: 'JSON.parse of deeply nested input inside the guest',
    source: `export function attack() { return JSON.parse(${JSON.stringify(nested(100_000))}).length; }`,
    expect: 'stack-overflow',
  },
  {
    group: 'stack',
    name: 'deeply nested arguments from the host',
    source: 'export function attack(x: unknown) { return Array.isArray(x); }',
    args: `[${nested(100_000)}]`,
    expect: 'stack-overflow',
  },
  {
    group: 'stack',
    name: 'parser recursion the QuickJS limit does not see (eval of nested literals)',
    source: `export function attack() { return (0, eval)(${JSON.stringify(nested(200_000))}).length; }`,
    expect: 'stack-overflow',
    // The parser's overflow is raised in the frame that called eval.
    line: 1,
  },
  {
    group: 'stack',
    name: 'JSON.stringify of a deeply nested result',
    source: 'export function attack() { let o: unknown[] = []; for (let i = 0; i < 200000; i++) o = [o]; return o; }',
    // JSON.stringify checks for cycles in O(depth²) native time; a small stack keeps this case quick.
    limits: { callBudget: 100_000, stackBytes: 64 * 1024 },
    expect: 'stack-overflow',
  },
  {
    group: 'stack',
    name: 'a nested result just shallow enough to serialise (quadratic native time) hits the wall clock',
    source: 'export function attack() { let o: unknown[] = []; for (let i = 0; i < 15000; i++) o = [o]; return o; }',
    limits: { callBudget: 100_000, stackBytes: 4 * 1024 * 1024, callTimeoutMs: 300 },
    expect: 'timeout',
    reason: 'wall-clock',
  },

  // ---- hostile thrown values ----
  {
    group: 'throw',
    name: 'a Proxy whose every trap throws',
    source:
      "export function attack() { const boom = () => { throw new Error('trap'); }; throw new Proxy({}, { get: boom, has: boom, getPrototypeOf: boom, ownKeys: boom, getOwnPropertyDescriptor: boom }); }",
    expect: 'rules-error',
  },
  {
    group: 'throw',
    name: 'an object with throwing getters and toString',
    source:
      'export function attack() { throw { get name() { throw 1; }, get message() { throw 2; }, get stack() { throw 3; }, toString() { throw 4; }, toJSON() { throw 5; } }; }',
    expect: 'rules-error',
  },
  {
    group: 'throw',
    name: 'an error whose message getter loops',
    source: 'export function attack() { throw { get message() { for (;;) {} } }; }',
    expect: 'timeout',
    reason: 'budget',
  },
  {
    group: 'throw',
    name: 'a huge string',
    source: "export function attack() { throw 'x'.repeat(10_000_000); }",
    limits: { callBudget: 100_000 },
    expect: 'rules-error',
  },
  // Every throw of a mod is noted with its place, so its own null is told from QuickJS's
  // out-of-memory null (which no throw of the mod made: see the memory group).
  { group: 'throw', name: 'null', source: 'export function attack() { throw null; }', expect: 'rules-error', message: 'the mod threw null' },
  { group: 'throw', name: 'undefined', source: 'export function attack() { throw undefined; }', expect: 'rules-error', message: 'undefined' },
  { group: 'throw', name: 'a Symbol', source: "export function attack() { throw Symbol('boo'); }", expect: 'rules-error', message: 'Symbol(boo)' },
  {
    group: 'throw',
    name: 'a BigInt',
    source: 'export function attack() { throw 10n ** 30n; }',
    expect: 'rules-error',
    message: '1000000000000000000000000000000',
  },
  {
    group: 'throw',
    name: 'a rejected promise with a hostile reason',
    source: "export async function attack() { await null; throw new Proxy({}, { get() { throw new Error('trap'); } }); }",
    expect: 'rules-error',
  },
  {
    group: 'throw',
    name: 'an Error with a forged out-of-memory message is believed (only the mod suffers)',
    source: "export function attack() { const e = new Error('out of memory'); e.name = 'InternalError'; throw e; }",
    expect: 'out-of-memory',
  },

  // ---- output ----
  {
    group: 'output',
    name: 'huge return value',
    source: "export function attack() { return 'x'.repeat(2_000_000); }",
    limits: { callBudget: 100_000 },
    expect: 'invalid-output',
    reason: 'too-large',
  },
  {
    group: 'output',
    name: 'huge structured return value',
    source: 'export function attack() { return Array.from({ length: 300_000 }, (_, i) => ({ i })); }',
    limits: { callBudget: 100_000, memoryBytes: 128 * 1024 * 1024 },
    expect: 'invalid-output',
    reason: 'too-large',
  },
  {
    group: 'output',
    name: 'cyclic return value',
    source: 'export function attack() { const o: Record<string, unknown> = {}; o.self = o; return o; }',
    expect: 'invalid-output',
    reason: 'cyclic',
  },
  {
    group: 'output',
    name: 'BigInt return value',
    source: 'export function attack() { return { n: 1n }; }',
    expect: 'invalid-output',
    reason: 'not-serialisable',
  },
  {
    group: 'output',
    name: 'function return value',
    source: 'export function attack() { return () => 1; }',
    expect: 'invalid-output',
    reason: 'not-serialisable',
  },
  {
    group: 'output',
    name: 'symbol return value',
    source: "export function attack() { return Symbol('s'); }",
    expect: 'invalid-output',
    reason: 'not-serialisable',
  },
  {
    group: 'output',
    name: 'a toJSON that throws',
    source: "export function attack() { return { toJSON() { throw new Error('no json for you'); } }; }",
    expect: 'invalid-output',
    message: 'no json for you',
  },
  {
    group: 'output',
    name: 'a promise that never settles',
    source: 'export function attack() { return new Promise(() => {}); }',
    expect: 'invalid-output',
    reason: 'never-settled',
  },

  // ---- probes for host capabilities ----
  {
    group: 'probe',
    name: 'dynamic import with a computed specifier',
    source: "export async function attack() { const name = ['f', 's'].join(''); return await import(name); }",
    expect: 'rules-error',
    message: 'Import "fs" is not allowed',
  },
  {
    group: 'probe',
    name: 'dynamic import of node:child_process through eval',
    source: 'export async function attack() { return await (0, eval)(\'import("node:child_process")\'); }',
    expect: 'rules-error',
  },
  {
    group: 'probe',
    name: 'process through the Function constructor',
    source: "export function attack() { return Function('return process')(); }",
    expect: 'rules-error',
    message: "'process' is not defined",
  },
  {
    group: 'probe',
    name: 'require',
    source: "export function attack() { const key = 'req' + 'uire'; return (globalThis as Record<string, any>)[key]('fs'); }",
    expect: 'rules-error',
    message: 'not a function',
  },
  {
    group: 'probe',
    name: 'setTimeout',
    source: 'declare const setTimeout: (f: () => void, ms: number) => void;\nexport function attack() { setTimeout(() => {}, 0); }',
    expect: 'rules-error',
    message: "'setTimeout' is not defined",
  },
];
