// Writes a few small mods into a folder, as real files, for the runner's tests: `tally`, a
// ruleset in two files (a race to a target score with a die and a hook), two house rules
// (one for tally, one for another ruleset), a content mod, and their documents.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const rulesIndex = `import { defineRuleset } from '@kriegsspiel/rules-sdk';
import { scoreOf } from './rules/score';

type State = { turn: string; scores: Record<string, number>; target: number; log: string[] };
type Action = { type: 'roll' } | { type: 'pass' } | { type: 'boom' };

export default defineRuleset<State, Action, { bonus: (roll: number) => number }>({
  setup: (bundle) => ({ turn: 'a', scores: { a: 0, b: 0 }, target: Number(bundle.options.target), log: [] }),
  active: (s) => (Object.values(s.scores).some((v) => v >= s.target) ? [] : [s.turn]),
  actions: (s, role) => (role === s.turn ? [{ action: { type: 'roll' }, prompt: 'Roll' }, { action: { type: 'pass' }, prompt: 'Pass' }, { action: { type: 'boom' }, prompt: 'Break' }] : []),
  apply(s, action, role, ctx) {
    if (action.type === 'boom') s.log.push(scoreOf(-1, 0));
    if (action.type === 'roll') s.scores[role] = (s.scores[role] ?? 0) + ctx.hooks.bonus(ctx.random.die());
    s.turn = s.turn === 'a' ? 'b' : 'a';
    return s;
  },
  view: (s) => s,
  result: (s) => {
    const winner = Object.keys(s.scores).find((r) => (s.scores[r] ?? 0) >= s.target);
    return winner ? { winner, reason: winner + ' reached ' + s.target } : undefined;
  },
  hooks: { bonus: (roll) => roll },
});
`;

const rulesScore = `/** Breaks on purpose for a negative score. */
export function scoreOf(score: number, bonus: number): string {
  if (score < 0) throw new RangeError('a score cannot be negative: ' + score);
  return String(score + bonus);
}
`;

const doubling = `import { defineHouseRule } from '@kriegsspiel/rules-sdk';
export default defineHouseRule<{ bonus: (roll: number) => number }>({
  hooks: { bonus: (next, roll) => next(roll) * 2 },
});
`;

function write(root: string, file: string, content: unknown): void {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

/** Writes the mods into `root` (a folder of mods). */
export function writeTallyMods(root: string): void {
  write(root, 'tally/mod.json', {
    $schema: 'mod.schema.json',
    id: 'tally',
    name: 'Tally',
    version: '1.0.0',
    kind: 'ruleset',
    entry: 'src/index.ts',
    options: { type: 'object', properties: { target: { type: 'integer', default: 10 }, label: { type: 'string' } } },
    limits: { budget: 3000, wallClockMs: 4000, memoryMb: 32, stackKb: 256 },
  });
  write(root, 'tally/src/index.ts', rulesIndex);
  write(root, 'tally/src/rules/score.ts', rulesScore);
  write(root, 'tally/src/rules/score.test.ts', 'this is a unit test of the mod, not rules code');
  write(root, 'tally/README.md', '# Tally');
  write(root, 'tally/board.map.json', { $schema: 'map.schema.json', id: 'tally-board', name: 'Board', areas: [{ id: 'track', name: 'Track' }] });
  write(root, 'tally/sides.oob.json', {
    $schema: 'oob.schema.json',
    id: 'tally-sides',
    name: 'Sides',
    sides: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
  });
  const scenario = {
    $schema: 'scenario.schema.json',
    id: 'tally-race',
    name: 'Race',
    ruleset: { mod: 'tally' },
    map: 'tally-board',
    oob: 'tally-sides',
    players: [
      { id: 'a', name: 'A', sides: ['a'] },
      { id: 'b', name: 'B', sides: ['b'] },
    ],
    turns: { firstPlayer: 'a' },
    options: { target: 12 },
  };
  write(root, 'tally/race.scenario.json', scenario);
  write(root, 'tally-double/mod.json', {
    $schema: 'mod.schema.json',
    id: 'tally-double',
    name: 'Double',
    version: '1.0.0',
    kind: 'house-rule',
    extends: { mod: 'tally' },
    entry: 'src/index.ts',
    options: { type: 'object', properties: { factor: { type: 'integer', default: 2 }, target: { type: 'integer', default: 20 } } },
  });
  write(root, 'tally-double/src/index.ts', doubling);
  write(root, 'tally-extra/mod.json', {
    $schema: 'mod.schema.json',
    id: 'tally-extra',
    name: 'Extra',
    version: '1.0.0',
    kind: 'content',
    extends: { mod: 'tally' },
  });
  write(root, 'tally-extra/doubled.scenario.json', { ...scenario, id: 'tally-doubled', mods: [{ mod: 'tally-extra' }, { mod: 'tally-double' }] });
  write(root, 'other/mod.json', { $schema: 'mod.schema.json', id: 'other', name: 'Other', version: '1.0.0', kind: 'ruleset', entry: 'src/index.ts' });
  write(root, 'other-double/mod.json', {
    $schema: 'mod.schema.json',
    id: 'other-double',
    name: 'Other double',
    version: '1.0.0',
    kind: 'house-rule',
    extends: { mod: 'other' },
    entry: 'src/index.ts',
  });
  write(root, 'other-double/src/index.ts', doubling);
  write(root, 'broken/broken.scenario.json', { $schema: 'scenario.schema.json', id: 'tally-broken', name: '' });
}
