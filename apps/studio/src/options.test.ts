import { describe, expect, it } from 'vitest';
import { studioOptionsFromUrl } from './options';

describe('studioOptionsFromUrl', () => {
  it('reads the scenario to open', () => {
    expect(studioOptionsFromUrl('http://127.0.0.1:5177/?scenario=hundred-days-campaign')).toEqual({ scenario: 'hundred-days-campaign' });
    expect(studioOptionsFromUrl('http://127.0.0.1:5177/')).toEqual({});
    expect(studioOptionsFromUrl('http://127.0.0.1:5177/?scenario=%20')).toEqual({});
  });
});
