import { afterEach, describe, expect, it } from 'vitest';
import './document-tabs';
import { mount, shadow, key } from '../../test-support/dom';
import type { KsTabCloseEvent, KsTabSelectEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

describe('ks-document-tabs', () => {
  const tabs = [
    { path: 'a.json', title: 'a.json' },
    { path: 'b.json', title: 'b.json', dirty: true },
  ];

  it('selects with arrow keys and closes with Delete or the close button', async () => {
    const el = await mount('ks-document-tabs', { tabs, active: 'a.json' });
    const events: string[] = [];
    el.addEventListener('ks-tab-select', (e: KsTabSelectEvent) => events.push(`select ${e.path}`));
    el.addEventListener('ks-tab-close', (e: KsTabCloseEvent) => events.push(`close ${e.path}`));
    const list = shadow(el).querySelector('[role="tablist"]') as HTMLElement;
    key(list, 'ArrowRight');
    key(list, 'Delete');
    (shadow(el).querySelector('button[aria-label="Close b.json"]') as HTMLButtonElement).click();
    expect(events).toEqual(['select b.json', 'close a.json', 'close b.json']);
    expect(shadow(el).querySelector('[aria-selected="true"]')?.textContent?.trim()).toBe('a.json');
  });
});
