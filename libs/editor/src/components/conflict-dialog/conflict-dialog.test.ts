import { afterEach, describe, expect, it } from 'vitest';
import './conflict-dialog';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

describe('ks-conflict-dialog', () => {
  it('the conflict dialog resolves with the button chosen', async () => {
    const el = await mount('ks-conflict-dialog');
    const answer = el.ask('mods/a/m.json');
    await el.updateComplete;
    expect(shadow(el).querySelector('dialog')?.open).toBe(true);
    expect(shadow(el).querySelector('dialog')?.textContent).toContain('mods/a/m.json');
    (shadow(el).querySelector('.primary') as HTMLButtonElement).click();
    expect(await answer).toBe('keep-mine');
    expect(shadow(el).querySelector('dialog')?.open).toBe(false);
  });
});
