import { afterEach, describe, expect, it } from 'vitest';
import './restore-dialog';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

describe('ks-restore-dialog', () => {
  it('the restore dialog lists the drafts and warns when a file moved on', async () => {
    const el = await mount('ks-restore-dialog');
    const answer = el.ask([{ draft: { path: 'mods/a/m.json', text: '{}', baseVersion: 'v', savedAt: 0 }, diskChanged: true }]);
    await el.updateComplete;
    expect(shadow(el).querySelector('.warn')).not.toBeNull();
    (shadow(el).querySelector('.actions button') as HTMLButtonElement).click();
    expect(await answer).toBe('discard');
  });
});
