import { afterEach, describe, expect, it } from 'vitest';
import './document-list';
import { mount, shadow } from '../../test-support/dom';
import { hundredDaysScenarioPath, modsWorkspace } from '../../test-support/mods-fixtures';
import type { KsDocumentOpenEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

describe('ks-document-list', () => {
  it('lists the mods of the workspace and opens a document', async () => {
    const listing = await modsWorkspace().listing();
    const el = await mount('ks-document-list', {
      mods: listing.mods,
      documents: new Map([[hundredDaysScenarioPath, { kind: 'scenario', dirty: true }]]),
      active: hundredDaysScenarioPath,
    });
    const opened: string[] = [];
    el.addEventListener('ks-document-open', (e: KsDocumentOpenEvent) => opened.push(e.path));
    const current = shadow(el).querySelector('[aria-current="page"]') as HTMLButtonElement;
    expect(current.textContent).toContain('campaign.scenario.json');
    expect(current.querySelector('.dirty')?.getAttribute('aria-label')).toBe('unsaved changes');
    current.click();
    expect(opened).toEqual([hundredDaysScenarioPath]);
    expect(shadow(el).querySelector('nav')?.getAttribute('aria-label')).toBe('Documents');
  });

  it('folds a mod’s many tests, unfolds on a click, and filters by every word', async () => {
    const listing = await modsWorkspace().listing();
    const el = await mount('ks-document-list', { mods: listing.mods, documents: new Map() });
    const root = shadow(el);
    const tests = root.querySelector('[data-key="mods/hundred-days-arclight/tests"]') as HTMLButtonElement;
    expect(tests.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelectorAll('button[title^="mods/hundred-days-arclight/tests/"]')).toHaveLength(0);
    // The other mods stay in sight under the first one.
    expect(root.querySelector('[data-key="mods/waterloo-campaign-rbm"]')).not.toBeNull();
    tests.click();
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(root.querySelectorAll('button[title^="mods/hundred-days-arclight/tests/"]').length).toBeGreaterThan(50);
    (root.querySelector('[data-key="mods/hundred-days-arclight"]') as HTMLButtonElement).click();
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(root.querySelectorAll('button[title^="mods/hundred-days-arclight/"]')).toHaveLength(0);

    const filter = root.querySelector('input.filter') as HTMLInputElement;
    filter.value = 'waterloo oob';
    filter.dispatchEvent(new Event('input'));
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    const shown = [...root.querySelectorAll('button[title]')].map((b) => b.getAttribute('title'));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p?.includes('waterloo') && p.includes('oob'))).toBe(true);
    filter.value = 'no such thing';
    filter.dispatchEvent(new Event('input'));
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(root.querySelector('.empty')?.textContent).toContain('No document matches');
  });
});
