import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, resolveLimits } from './limits';

describe('limits', () => {
  it('merges overrides into the defaults', () => {
    expect(resolveLimits()).toEqual(DEFAULT_LIMITS);
    expect(resolveLimits({ callBudget: 10 })).toEqual({ ...DEFAULT_LIMITS, callBudget: 10 });
  });

  it('refuses a stack limit of 0 (unlimited), values out of bounds and unknown keys', () => {
    expect(() => resolveLimits({ stackBytes: 0 })).toThrow(RangeError);
    expect(() => resolveLimits({ stackBytes: 64 * 1024 * 1024 })).toThrow(RangeError);
    expect(() => resolveLimits({ memoryBytes: 1.5 })).toThrow(RangeError);
    expect(() => resolveLimits({ callTimeoutMs: -1 })).toThrow(RangeError);
    expect(() => resolveLimits({ cpu: 1 } as never)).toThrow(/Unknown sandbox limit/);
  });
});
