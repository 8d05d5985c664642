import { afterEach, describe, expect, it } from 'vitest';
import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import './test-recorder';
import type { KsTestRecordEvent } from '../../events';
import { mount, shadow } from '../../test-support/dom';
import type { RecordingGame } from './test-recorder.component';

afterEach(() => document.body.replaceChildren());

const game: RecordingGame = {
  scenario: 'outpost-skirmish',
  seed: 42,
  houseRules: [{ mod: 'outpost-elan' }],
  players: ['blue', 'red'],
  history: [
    { role: 'blue', action: { type: 'move', to: '0203' } },
    { role: 'red', action: { type: 'pass' } },
  ],
  result: null,
  state: async () => ({ units: { 'blue-1': { at: '0203' } }, turn: 2, secret: 'red hides in the wood' }),
  view: async (role) => ({ you: role, turn: 2 }),
};

const destinations = [
  { folder: 'mods/outpost', label: 'Outpost', taken: [] },
  {
    folder: 'mods/outpost-elan',
    label: 'Outpost élan',
    schema: '../../schemas/scenario-test.schema.json',
    taken: ['outpost-skirmish-2-actions-from-seed-42.test.json'],
  },
];

async function opened() {
  const el = await mount('ks-test-recorder', { destinations });
  await el.open(game);
  await el.updateComplete;
  return el;
}

const pickButton = (el: HTMLElement, label: string) =>
  shadow(shadow(el).querySelector('ks-view-tree') as HTMLElement).querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement;

describe('ks-test-recorder', () => {
  it('opens with the game summarised, a name, a file and the state to pick from', async () => {
    const el = await opened();
    const root = shadow(el);
    expect(root.querySelector('dialog')?.open).toBe(true);
    expect(root.querySelector('.summary')?.textContent?.replace(/\s+/g, ' ')).toContain('2 actions of outpost-skirmish from seed 42 with outpost-elan');
    expect(el.path()).toBe('mods/outpost/tests/outpost-skirmish-2-actions-from-seed-42.test.json');
    expect([...root.querySelectorAll('.sources label')].map((l) => l.textContent?.trim())).toEqual(['Full state', "blue's view", "red's view"]);
  });

  it('turns picks in the state and in a view into expectations, with messages that can be reworded', async () => {
    const el = await opened();
    pickButton(el, 'Expect /units').click();
    await el.updateComplete;
    (shadow(el).querySelectorAll('.sources input')[2] as HTMLInputElement).click();
    await el.updateComplete;
    pickButton(el, 'Expect /you').click();
    await el.updateComplete;
    const message = shadow(el).querySelector('input[aria-label="Message of /units"]') as HTMLInputElement;
    message.value = 'blue holds the crossroads';
    message.dispatchEvent(new Event('input'));
    await el.updateComplete;
    const test = el.test();
    expect(test).toMatchObject({ scenario: 'outpost-skirmish', seed: 42, mods: [{ mod: 'outpost-elan' }] });
    expect(test.steps.at(-1)?.expect).toEqual([
      { message: 'blue holds the crossroads', path: '/units', equals: { 'blue-1': { at: '0203' } } },
      { message: '/you in red\'s view is "red" as recorded', in: 'red', path: '/you', equals: 'red' },
    ]);
    // Picking again drops it.
    pickButton(el, 'Expect /you').click();
    await el.updateComplete;
    expect(el.picks.map((p) => p.path)).toEqual(['/units']);
    expect(shadow(el).querySelector('.preview pre')?.textContent).toContain('"equals": {"blue-1": {"at": "0203"}}');
  });

  it('saves through whoever takes the write, with the mod folder, its schema and a free file name', async () => {
    const el = await opened();
    const select = shadow(el).querySelector('select[name="folder"]') as HTMLSelectElement;
    select.value = 'mods/outpost-elan';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    const written: { path: string; test: ScenarioTestDocument }[] = [];
    el.addEventListener('ks-test-record', (e: KsTestRecordEvent) =>
      e.waitUntil(Promise.resolve().then(() => void written.push({ path: e.path, test: JSON.parse(e.text) as ScenarioTestDocument }))),
    );
    const announced: string[] = [];
    el.addEventListener('ks-announce', (e) => announced.push(e.message));
    expect(await el.save()).toBe(true);
    expect(written).toHaveLength(1);
    expect(written[0]?.path).toBe('mods/outpost-elan/tests/outpost-skirmish-2-actions-from-seed-42-2.test.json');
    expect(written[0]?.test.$schema).toBe('../../schemas/scenario-test.schema.json');
    expect(written[0]?.test.steps).toHaveLength(2);
    expect(announced).toEqual(['Recorded mods/outpost-elan/tests/outpost-skirmish-2-actions-from-seed-42-2.test.json']);
    expect(shadow(el).querySelector('dialog')?.open).toBe(false);
  });

  it('keeps the dialog and the test when the write fails, nobody writes, or the file name is wrong', async () => {
    const el = await opened();
    expect(await el.save()).toBe(false);
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toContain('copy the test');
    const fail = (e: KsTestRecordEvent) => e.waitUntil(Promise.reject(new Error('the file changed on disk')));
    el.addEventListener('ks-test-record', fail);
    pickButton(el, 'Expect /turn').click();
    expect(await el.save()).toBe(false);
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toBe('the test was not saved: the file changed on disk');
    expect(shadow(el).querySelector('dialog')?.open).toBe(true);
    expect(el.picks).toHaveLength(1);
    el.fileName = '../escape.json';
    expect(await el.save()).toBe(false);
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).toContain('.test.json');
  });
});
