import { describe, expect, test } from 'vitest';
import { DEFAULT_CEILINGS } from '@kriegsspiel/sandbox';
import { ModLoadError } from './errors';
import { ceilingsFromOptions, sandboxLimitsOf } from './program';

const MiB = 1024 * 1024;
const manifest = (limits: Record<string, number>) => ({
  id: 'greedy',
  file: '/mods/greedy/mod.json',
  value: { id: 'greedy', name: 'Greedy', version: '0.1.0', kind: 'ruleset', description: '', license: 'MIT', limits } as never,
});

function refusal(run: () => unknown): ModLoadError {
  try {
    run();
  } catch (error) {
    if (error instanceof ModLoadError) return error;
    throw error;
  }
  throw new Error('expected a ModLoadError');
}

describe("the user's ceilings on a manifest's limits", () => {
  test('a mod may ask for more than the defaults, up to the ceiling', () => {
    expect(sandboxLimitsOf(manifest({ memoryMb: 256, wallClockMs: 30_000 }))).toEqual({ memoryBytes: 256 * MiB, callTimeoutMs: 30_000 });
    expect(DEFAULT_CEILINGS).toEqual({ memoryBytes: 256 * MiB, callTimeoutMs: 30_000 });
  });

  test('above it the mod is refused, at its manifest, saying how to allow it', () => {
    const error = refusal(() => sandboxLimitsOf(manifest({ memoryMb: 1024 })));
    expect(error).toMatchObject({ code: 'over-ceiling', where: { file: '/mods/greedy/mod.json', pointer: '/limits/memoryMb' } });
    expect(error.message).toBe(
      "mod `greedy` asks for limits.memoryMb 1024 MB (/mods/greedy/mod.json /limits/memoryMb), above the ceiling of 256 MB set for this run; if you trust it, allow it with `--max-memory-mb 1024` (on the command line, or when starting the studio's workspace server), or lower it in the mod",
    );
    expect(refusal(() => sandboxLimitsOf(manifest({ wallClockMs: 600_000 }))).where.pointer).toBe('/limits/wallClockMs');
  });

  test('the options raise or lower the ceilings, never past the sandbox’s bounds', () => {
    const raised = ceilingsFromOptions({ 'max-memory-mb': 1024, 'max-wall-clock-ms': 600_000 });
    expect(sandboxLimitsOf(manifest({ memoryMb: 1024, wallClockMs: 600_000 }), raised)).toEqual({ memoryBytes: 1024 * MiB, callTimeoutMs: 600_000 });
    expect(refusal(() => sandboxLimitsOf(manifest({ wallClockMs: 5000 }), ceilingsFromOptions({ 'max-wall-clock-ms': 1000 }))).code).toBe('over-ceiling');
    expect(ceilingsFromOptions({ 'max-memory-mb': 1_000_000 }).memoryBytes).toBe(1024 * MiB);
  });
});
