import { describe, expect, it } from 'vitest';
import { valueAt } from './match';

// Scenario tests name values by `path`; the engine reads them as RFC 6901 pointers.
describe('valueAt (a scenario test path)', () => {
  const state = { units: { 'fr-inf-6': { hex: '0716' } }, '': 'the empty key', turns: [1, 2] };

  it('reads "" as the whole state and "/" as the member named ""', () => {
    expect(valueAt(state, '')).toEqual({ found: true, value: state });
    expect(valueAt(state, '/')).toEqual({ found: true, value: 'the empty key' });
    expect(valueAt({ units: {} }, '/').found).toBe(false);
  });

  it('never finds inherited members such as /constructor', () => {
    expect(valueAt(state, '/constructor').found).toBe(false);
    expect(valueAt(state, '/units/toString').found).toBe(false);
    expect(valueAt(state, '/turns/length').found).toBe(false);
  });

  it('unescapes ~1 and ~0 in keys', () => {
    expect(valueAt({ 'a/b': { 'm~n': 8 } }, '/a~1b/m~0n')).toEqual({ found: true, value: 8 });
    expect(valueAt(state, '/units/fr-inf-6/hex').value).toBe('0716');
  });
});
