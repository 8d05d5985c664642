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
    expect(current.textContent).toContain('scenarios/campaign.scenario.json');
    expect(current.querySelector('.dirty')?.getAttribute('aria-label')).toBe('unsaved changes');
    current.click();
    expect(opened).toEqual([hundredDaysScenarioPath]);
    expect(shadow(el).querySelector('nav')?.getAttribute('aria-label')).toBe('Documents');
  });
});
