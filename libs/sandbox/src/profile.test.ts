import { describe, expect, it } from 'vitest';
import { Profile, profileTable } from './profile';

const stack = (...frames: string[]) => frames.map((frame) => `    at ${frame}`).join('\n');

describe('Profile', () => {
  it('counts a function on top as its own work, and anywhere on the stack once in its total', () => {
    const profile = new Profile();
    profile.add([
      [stack('walk (src/a.ts:7:3)', 'walk (src/a.ts:9:5)', 'list (src/b.ts:2:1)'), 3],
      [stack('sort (native)', 'list (src/b.ts:4:1)'), 1],
      [stack('src/b.ts:12:8', 'list (src/b.ts:4:1)'), 1],
    ]);
    profile.add(undefined);
    const { samples, functions } = profile.summary();
    expect(samples).toBe(5);
    expect(functions).toEqual([
      { name: 'walk', file: 'src/a.ts', self: 3, total: 3, hottestLine: 7 },
      { name: '(anonymous)', file: 'src/b.ts', self: 1, total: 1, hottestLine: 12 },
      { name: 'sort', file: 'native', self: 1, total: 1 },
      { name: 'list', file: 'src/b.ts', self: 0, total: 5 },
    ]);
  });

  it('sums calls and prints the busiest first, in shares of all samples', () => {
    const profile = new Profile();
    profile.add([[stack('a (src/x.ts:1:1)'), 1]]);
    profile.add([
      [stack('b (src/x.ts:5:1)', 'a (src/x.ts:2:1)'), 3],
      [stack('b (src/x.ts:6:1)', 'a (src/x.ts:2:1)'), 4],
    ]);
    expect(profileTable(profile.summary())).toEqual([
      '  self  total  function (file:hottest line)',
      ' 87.5%  87.5%  b (src/x.ts:6)',
      ' 12.5% 100.0%  a (src/x.ts:1)',
    ]);
    expect(profileTable(new Profile().summary())).toEqual([expect.stringMatching(/^no samples/)]);
  });
});
