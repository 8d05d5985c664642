import { afterEach, describe, expect, it } from 'vitest';
import type { Problem } from '@kriegsspiel/formats';
import './validation-panel';
import { mount, shadow } from '../../test-support/dom';
import type { KsProblemSelectEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

describe('ks-validation-panel', () => {
  const problem = (file: string, pointer: string, severity: 'error' | 'warning'): Problem => ({
    file,
    pointer,
    severity,
    line: 3,
    column: 5,
    code: 'x',
    message: `${pointer} is wrong`,
  });
  const problems = [problem('mods/a/maps/m.map.json', '/hexes/0101/terrain/0', 'error'), problem('mods/a/oobs/o.oob.json', '/units/0', 'warning')];

  it('lists the problems of the open documents, or of the whole workspace', async () => {
    const el = await mount('ks-validation-panel', { problems, openPaths: ['mods/a/maps/m.map.json'] });
    expect(shadow(el).querySelectorAll('li')).toHaveLength(1);
    expect(shadow(el).querySelector('.counts')?.textContent).toMatch(/1 error,\s*0 warnings/);
    const toggle = shadow(el).querySelector('input[type="checkbox"]') as HTMLInputElement;
    toggle.click();
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('li')).toHaveLength(2);
  });

  it('sends the document and pointer of the chosen problem', async () => {
    const el = await mount('ks-validation-panel', { problems, openPaths: ['mods/a/maps/m.map.json'] });
    let got: KsProblemSelectEvent | undefined;
    document.body.addEventListener('ks-problem-select', (e) => (got = e), { once: true });
    (shadow(el).querySelector('li button') as HTMLButtonElement).click();
    expect(got).toMatchObject({ path: 'mods/a/maps/m.map.json', pointer: '/hexes/0101/terrain/0' });
    expect(shadow(el).querySelector('li button')?.textContent).toContain('m.map.json:3:5');
  });

  it('says when there is nothing wrong', async () => {
    const el = await mount('ks-validation-panel', { problems: [] });
    expect(shadow(el).querySelector('.empty')?.textContent).toContain('No problems');
  });
});
