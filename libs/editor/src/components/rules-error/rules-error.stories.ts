import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './rules-error';

const meta: Meta = { title: 'Rules/Rules error', component: 'ks-rules-error' };
export default meta;

/** The rules threw: the mod's file and line, and its stack, each a link to the rules editor. */
export const RulesThrew: StoryObj = {
  render: () =>
    html`<ks-rules-error
      context="while applying “Roll through the tower”"
      note="The game is back where it was before."
      .failure=${{
        code: 'rules-error',
        reason: 'thrown',
        message: 'TypeError: the dice tower fell over at height 3',
        location: { file: 'mods-2/hostile-throw/src/tower.ts', line: 3, column: 21 },
        stack: '    at rollTheTower (mods-2/hostile-throw/src/tower.ts:3:21)\n    at apply (mods-2/hostile-throw/src/index.ts:16:47)',
      }}
    ></ks-rules-error>`,
};

/** An endless loop, stopped by the mod's budget: its worker was replaced. */
export const OutOfTime: StoryObj = {
  render: () =>
    html`<ks-rules-error
      context="while applying “Spin for ever”"
      note="The rules’ worker was stopped and a fresh one took its place. The game is back where it was before."
      .failure=${{ code: 'timeout', reason: 'budget', message: 'The mod exceeded its budget of 1000 ticks' }}
    ></ks-rules-error>`,
};

/** Rules that do not parse, found when the server bundled them. */
export const DidNotLoad: StoryObj = {
  render: () =>
    html`<ks-rules-error
      context="while loading the scenario"
      .failure=${{ code: 'load-error', reason: 'bundle', message: 'mods/broken/src/index.ts:3:57: ERROR: Expected ")" but found ";"', location: { file: 'mods/broken/src/index.ts', line: 3, column: 57 } }}
    ></ks-rules-error>`,
};

/** A scenario that names a map no mod has. */
export const BrokenScenario: StoryObj = {
  render: () =>
    html`<ks-rules-error
      context="while loading the scenario"
      .failure=${{ code: 'invalid-document', message: 'the map `hundred-days` in mods/hundred-days-arclight/maps/hundred-days.map.json does not pass its schema', file: 'mods/hundred-days-arclight/maps/hundred-days.map.json', pointer: '/grid' }}
    ></ks-rules-error>`,
};
