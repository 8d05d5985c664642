import { afterEach, describe, expect, it } from 'vitest';
import type { RulesFailure } from '@kriegsspiel/engine';
import './rules-error';
import { failureHeadline } from './rules-error';
import { mount, shadow } from '../../test-support/dom';
import type { KsDocumentOpenEvent, KsSourceOpenEvent } from '../../events';

afterEach(() => document.body.replaceChildren());

const thrown: RulesFailure = {
  code: 'rules-error',
  reason: 'thrown',
  message: 'TypeError: the dice tower fell over at height 3',
  location: { file: 'mods-2/hostile-throw/src/tower.ts', line: 3, column: 21 },
  stack: '    at rollTheTower (mods-2/hostile-throw/src/tower.ts:3:21)\n    at apply (mods-2/hostile-throw/src/index.ts:16:47)\n    at <native>',
};

describe('ks-rules-error', () => {
  it('says what happened, what was running and what came of it', async () => {
    const el = await mount('ks-rules-error', {
      failure: thrown,
      context: 'while applying “Roll through the tower”',
      note: 'The game is back where it was before.',
    });
    const text = shadow(el).textContent?.replace(/\s+/g, ' ') ?? '';
    expect(shadow(el).querySelector('[role="alert"]')).not.toBeNull();
    expect(text).toContain('The rules failed while applying “Roll through the tower”');
    expect(text).toContain('TypeError: the dice tower fell over at height 3');
    expect(text).toContain('rules-error (thrown)');
    expect(text).toContain('The game is back where it was before.');
  });

  it('sends the mod’s file and line when the location or a frame of the stack is chosen', async () => {
    const el = await mount('ks-rules-error', { failure: thrown });
    const opened: KsSourceOpenEvent[] = [];
    document.body.addEventListener('ks-source-open', (e) => opened.push(e));
    (shadow(el).querySelector('button.source') as HTMLButtonElement).click();
    const frames = [...shadow(el).querySelectorAll('.stack button')] as HTMLButtonElement[];
    expect(frames.map((b) => b.textContent)).toEqual(['mods-2/hostile-throw/src/tower.ts:3:21', 'mods-2/hostile-throw/src/index.ts:16:47']);
    frames[1]?.click();
    expect(opened.map((e) => [e.path, e.line, e.column])).toEqual([
      ['mods-2/hostile-throw/src/tower.ts', 3, 21],
      ['mods-2/hostile-throw/src/index.ts', 16, 47],
    ]);
    expect(shadow(el).querySelector('.stack')?.textContent).toContain('at <native>');
  });

  it('links the document at fault when the scenario itself cannot be played', async () => {
    const el = await mount('ks-rules-error', {
      failure: { code: 'invalid-document', message: 'the map `m` does not pass its schema', file: 'mods/demo/maps/m.map.json', pointer: '/grid' },
    });
    let opened: KsDocumentOpenEvent | undefined;
    document.body.addEventListener('ks-document-open', (e) => (opened = e), { once: true });
    expect(shadow(el).querySelector('h3')?.textContent).toContain('The scenario cannot be played');
    (shadow(el).querySelector('button.document') as HTMLButtonElement).click();
    expect(opened?.path).toBe('mods/demo/maps/m.map.json');
  });

  it('names each way the rules fail, and shows nothing without a failure', async () => {
    expect(failureHeadline({ code: 'timeout', reason: 'budget' })).toBe('The rules ran out of time (their budget)');
    expect(failureHeadline({ code: 'timeout', reason: 'stopped' })).toBe('The rules were stopped');
    expect(failureHeadline({ code: 'load-error' })).toBe('The rules did not load');
    expect(failureHeadline({ code: 'out-of-memory' })).toBe('The rules ran out of memory');
    const el = await mount('ks-rules-error');
    expect(shadow(el).childElementCount).toBe(0);
  });
});
