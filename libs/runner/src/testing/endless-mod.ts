// A ruleset whose game never ends, written as real files for the tests of `limits.maxActions`
// (the runner's and the command line's): the two sides pass in turn for ever, the manifest caps a
// game at 37 actions, a house rule asks for 5 (and must be ignored), and a one-battle campaign.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The cap in the ruleset's manifest. */
export const ENDLESS_MAX_ACTIONS = 37;

const rules = `import { defineRuleset } from '@kriegsspiel/rules-sdk';
type State = { turn: string; passes: number };
export default defineRuleset<State, { type: 'pass' } | { type: 'wait' }>({
  setup: () => ({ turn: 'a', passes: 0 }),
  active: (s) => [s.turn],
  actions: (s, role) => (role === s.turn ? [{ action: { type: 'pass' }, prompt: 'Pass' }, { action: { type: 'wait' }, prompt: 'Wait' }] : []),
  apply: (s) => ({ turn: s.turn === 'a' ? 'b' : 'a', passes: s.passes + 1 }),
  view: (s) => s,
  result: () => undefined,
});
`;

const files: Record<string, unknown> = {
  'endless/mod.json': {
    $schema: 'mod.schema.json',
    id: 'endless',
    name: 'Endless',
    version: '1.0.0',
    kind: 'ruleset',
    entry: 'src/index.ts',
    limits: { maxActions: ENDLESS_MAX_ACTIONS },
  },
  'endless/src/index.ts': rules,
  'endless/board.map.json': { $schema: 'map.schema.json', id: 'endless-board', name: 'Board', areas: [{ id: 'field', name: 'Field' }] },
  'endless/sides.oob.json': {
    $schema: 'oob.schema.json',
    id: 'endless-sides',
    name: 'Sides',
    sides: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
  },
  'endless/game.scenario.json': {
    $schema: 'scenario.schema.json',
    id: 'endless-game',
    name: 'Endless',
    ruleset: { mod: 'endless' },
    map: 'endless-board',
    oob: 'endless-sides',
    players: [
      { id: 'a', name: 'A', sides: ['a'] },
      { id: 'b', name: 'B', sides: ['b'] },
    ],
    turns: { firstPlayer: 'a' },
  },
  'endless/endless.campaign.json': {
    $schema: 'campaign.schema.json',
    id: 'endless-campaign',
    name: 'Endless campaign',
    ruleset: { mod: 'endless' },
    battles: [{ id: 'only', scenario: 'endless-game' }],
  },
  // A house rule that asks for a lower limit: only the ruleset's manifest decides.
  'endless-short/mod.json': {
    $schema: 'mod.schema.json',
    id: 'endless-short',
    name: 'Short',
    version: '1.0.0',
    kind: 'house-rule',
    extends: { mod: 'endless' },
    entry: 'src/index.ts',
    limits: { maxActions: 5 },
  },
  'endless-short/src/index.ts': `import { defineHouseRule } from '@kriegsspiel/rules-sdk';\nexport default defineHouseRule({ hooks: {} });\n`,
};

/** Writes the mods `endless` and `endless-short` into `root` (a mods folder). */
export function writeEndlessMods(root: string): void {
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
}
