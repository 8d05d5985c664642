import { afterEach, describe, expect, it } from 'vitest';
import './status-bar';
import { mount, shadow } from '../../test-support/dom';

afterEach(() => document.body.replaceChildren());

describe('ks-status-bar', () => {
  it('shows unsaved changes, saving, drafts, problems and messages', async () => {
    const el = await mount('ks-status-bar', {
      path: 'a.json',
      dirty: true,
      saveState: 'conflict',
      keepState: 'kept',
      errors: 2,
      warnings: 1,
      message: 'Hello',
    });
    const text = shadow(el).textContent ?? '';
    expect(text).toContain('● Unsaved changes');
    expect(text).toContain('Changed on disk: not saved');
    expect(text).toContain('Unsaved work kept in this browser');
    expect(text).toContain('2 errors, 1 warnings');
    expect(shadow(el).querySelector('[role="status"]')?.textContent).toBe('Hello');
  });
});
