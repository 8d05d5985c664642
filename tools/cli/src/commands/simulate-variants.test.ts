import { describe, expect, test } from 'vitest';
import { UsageError } from '../cli-context';
import { parseSweep } from './simulate-variants';

describe('parseSweep', () => {
  test('a list of values, read as --option reads them', () => {
    expect(parseSweep('grandBattery=2,3,4')).toEqual({ name: 'grandBattery', values: [2, 3, 4] });
    expect(parseSweep('weather=rain, clear,true')).toEqual({ name: 'weather', values: ['rain', 'clear', true] });
  });

  test('a range, ends included, by a step that does not drift', () => {
    expect(parseSweep('n=2..6')).toEqual({ name: 'n', values: [2, 3, 4, 5, 6] });
    expect(parseSweep('n=1..9:4')).toEqual({ name: 'n', values: [1, 5, 9] });
    expect(parseSweep('p=0..1:0.1').values).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(parseSweep('d=-2..0').values).toEqual([-2, -1, 0]);
  });

  test('anything else is a usage error that shows the form', () => {
    for (const bad of ['n', 'n=', '=1,2', 'n=5..1', 'n=1..3:0', 'n=0..5000']) expect(() => parseSweep(bad), bad).toThrow(UsageError);
    expect(() => parseSweep('n')).toThrow('--sweep takes name=a,b,c or name=from..to[:step], such as `--sweep grandBattery=2..6`, not `n`');
  });
});
