// The files `kriegsspiel init` writes: a house rule's or a ruleset's skeleton. Each is text to
// edit, typed against the SDK and (for a house rule) the ruleset's own `Hooks`, so `check`,
// `test` and `play` pass on it as written.

/** What the templates need to know. */
export interface SkeletonFacts {
  id: string;
  /** `$schema` of each kind of document, relative to the mod's folder. */
  schema(kind: 'mod' | 'map' | 'oob' | 'scenario' | 'scenario-test'): string;
}

/** What a house rule's skeleton needs of the ruleset it extends. */
export interface RulesetFacts {
  id: string;
  name: string;
  version: string;
  /** The hook the skeleton wraps, and what the ruleset's manifest says of it. */
  hook: { name: string; description?: string };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A title from an id: `prussian-haste` → `Prussian haste`. */
export function titleOf(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function houseRuleFiles(mod: SkeletonFacts, ruleset: RulesetFacts): Record<string, string> {
  const { hook } = ruleset;
  return {
    'mod.json': json({
      $schema: mod.schema('mod'),
      id: mod.id,
      name: `${ruleset.name}: ${titleOf(mod.id).toLowerCase()}`,
      version: '0.1.0',
      kind: 'house-rule',
      extends: { mod: ruleset.id, version: `^${ruleset.version}` },
      description: `A house rule for ${ruleset.name}. Say here what it changes, for the players who choose it.`,
      entry: 'src/index.ts',
      license: 'MIT',
      tests: ['tests'],
      hooks: [{ name: hook.name, description: `What this house rule changes in \`${hook.name}\`.` }],
    }),
    'src/index.ts': [
      `// ${titleOf(mod.id)}: a house rule for ${ruleset.name}, made by \`kriegsspiel init house-rule\`.`,
      `// Each wrapper receives \`next\` (the ruleset's hook, or the house rule's beneath this one)`,
      `// and the hook's arguments, and returns what the hook returns. The ruleset's \`Hooks\` type`,
      `// gives every hook's arguments and result: \`kriegsspiel check\` compares the wrappers with it.`,
      `import { defineHouseRule, hookContext } from '@kriegsspiel/rules-sdk';`,
      `import type { Hooks } from '@mods/${ruleset.id}';`,
      '',
      'export default defineHouseRule<Hooks>({',
      '  hooks: {',
      ...commentLines(`${hook.name}: ${hook.description ?? ''}`, '    // '),
      `    ${hook.name}: (next, ...args) => {`,
      '      const result = next(...args);',
      "      // Change the result here. hookContext() gives the options (ctx.options['name']) and a",
      "      // log marked with this rule's name, shown by `kriegsspiel play --trace`.",
      '      const ctx = hookContext();',
      "      if (ctx.options['verbose'] === true) ctx.log(`" + hook.name + ' gave ${JSON.stringify(result)}`);',
      '      return result;',
      '    },',
      '  },',
      '});',
      '',
    ].join('\n'),
    'README.md': readme(mod.id, `A house rule for ${ruleset.name} (\`${ruleset.id}\`). It wraps \`${hook.name}\`; say here what it changes and why.`, [
      `npx kriegsspiel play <scenario> --house-rule ${mod.id} --trace`,
      `npx kriegsspiel simulate <scenario> --house-rule ${mod.id} --compare --games 100`,
    ]),
  };
}

/** A small working ruleset: one unit a side races across a few hexes to a village. */
export function rulesetFiles(mod: SkeletonFacts): Record<string, string> {
  const { id } = mod;
  const title = titleOf(id);
  return {
    'mod.json': json({
      $schema: mod.schema('mod'),
      id,
      name: title,
      version: '0.1.0',
      kind: 'ruleset',
      description: `${title}: a ruleset made by \`kriegsspiel init ruleset\`. One unit a side races to the village; replace it with your game.`,
      entry: 'src/index.ts',
      license: 'MIT',
      data: [`maps/${id}.map.json`, `oobs/${id}.oob.json`, `scenarios/${id}.scenario.json`],
      tests: ['tests'],
      hooks: [{ name: 'movementAllowance', description: 'How many hexes a side moves in a turn.' }],
      unitTypes: [{ id: 'infantry', name: 'Infantry', symbol: 'infantry', category: 'combat' }],
      terrain: [
        { id: 'open', name: 'Open ground', kind: 'hex', color: '#e6e1bf', layer: 0 },
        { id: 'village', name: 'Village', kind: 'hex', color: '#d2ad86', pattern: 'buildings', layer: 2 },
      ],
    }),
    [`maps/${id}.map.json`]: json({
      $schema: mod.schema('map'),
      id,
      name: `${title}: the map`,
      grid: {
        orientation: 'flat',
        offset: 'odd',
        width: 5,
        height: 3,
        labels: { order: 'column-row', column: { style: 'number', digits: 2 }, row: { style: 'number', digits: 2 } },
      },
      defaultTerrain: 'open',
      hexes: { '0302': { terrain: ['village'], name: 'The village' } },
      locations: [{ id: 'village', name: 'The village', hex: '0302', kind: 'village' }],
    }),
    [`oobs/${id}.oob.json`]: json({
      $schema: mod.schema('oob'),
      id,
      name: 'One unit a side',
      ruleset: { mod: id },
      sides: [
        { id: 'red', name: 'Red', color: '#b03030' },
        { id: 'blue', name: 'Blue', color: '#3050b0' },
      ],
      units: [
        { id: 'red-1', name: 'Red infantry', type: 'infantry', side: 'red' },
        { id: 'blue-1', name: 'Blue infantry', type: 'infantry', side: 'blue' },
      ],
    }),
    [`scenarios/${id}.scenario.json`]: json({
      $schema: mod.schema('scenario'),
      id,
      name: title,
      description: 'Each side moves its unit in turn; the first to reach the village wins, or the game is drawn after the last turn.',
      ruleset: { mod: id },
      map: id,
      oob: id,
      players: [
        { id: 'red', name: 'Red player', sides: ['red'] },
        { id: 'blue', name: 'Blue player', sides: ['blue'] },
      ],
      turns: { count: 6, firstPlayer: 'red', order: ['red', 'blue'] },
      setup: [
        { units: ['red-1'], at: { hex: '0101' } },
        { units: ['blue-1'], at: { hex: '0503' } },
      ],
    }),
    'src/index.ts': RULESET_SOURCE.replace('TITLE', title),
    'README.md': readme(id, `${title}, a ruleset: one unit a side races to the village. Replace it with your game.`, [
      `npx kriegsspiel play ${id} --trace`,
      `npx kriegsspiel simulate ${id} --games 100`,
    ]),
  };
}

/** A text as comment lines of at most 100 characters. */
function commentLines(text: string, prefix: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && prefix.length + line.length + 1 + word.length > 100) {
      lines.push(prefix + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(prefix + line);
  return lines;
}

function readme(id: string, what: string, runs: string[]): string {
  return [
    `# ${titleOf(id)}`,
    '',
    what,
    '',
    '## Working on it',
    '',
    '```sh',
    `npx kriegsspiel check ${id}      # type-checks src/ against the SDK and the ruleset's hook types`,
    `npx kriegsspiel validate ${id}   # the manifest and data files, and the check`,
    `npx kriegsspiel test ${id}       # the scenario tests in tests/`,
    ...runs,
    '```',
    '',
    'Errors are printed as `file:line:column` in these files. `tests/` holds scenario tests',
    '(`*.test.json`): each step is an action by a role, or expectations about the state, a',
    "role's view or the legal actions. The rules API and the test format are described in the",
    "Kriegsspiel repository's docs/rules-api.md.",
    '',
  ].join('\n');
}

const RULESET_SOURCE = `// TITLE: a ruleset made by \`kriegsspiel init ruleset\`. Each side has one unit; in its turn a
// side moves it up to \`movementAllowance\` hexes or stays; the first to reach the village wins,
// and the game is drawn after the scenario's last turn. docs/rules-api.md describes each function.
import { defineHookResults, defineRuleset, hex, type GridConfig, type ScenarioBundle } from '@kriegsspiel/rules-sdk';

export interface State {
  turn: number;
  lastTurn: number;
  /** The roles in the order they play. */
  order: string[];
  /** Whose turn it is. */
  player: string;
  /** Where each role's unit stands, by hex label. */
  at: Record<string, string>;
  /** The label of the hex to reach. */
  goal: string;
  /** The map's grid configuration (a grid itself is not JSON: it is built when needed). */
  grid: GridConfig;
  winner?: string;
}

export type Action = { type: 'move'; to: string } | { type: 'stay' };

/** The points a house rule may wrap, with their signatures: it imports this type by the ruleset's id. */
export type Hooks = {
  movementAllowance: (role: string, state: State) => number;
};

/** What each hook returns, checked on every house rule's wrapper at run time. */
export const hookResults = defineHookResults<Hooks>({ movementAllowance: 'integer' });

/** The labels of the free hexes a role's unit can reach this turn. */
function reachable(state: State, role: string, allowance: number): string[] {
  const grid = hex.createGrid(state.grid);
  const start = grid.labelToHex(state.at[role] ?? '');
  if (!start.ok) throw new Error(start.error);
  const taken = new Set(Object.values(state.at));
  const reached = hex.reachable(start.hex, { neighbors: grid.neighborsInGrid, cost: () => 1, maxCost: allowance });
  return [...reached.values()].map((r) => grid.hexToLabel(r.hex) ?? '').filter((label) => label !== '' && !taken.has(label));
}

const over = (state: State) => state.winner !== undefined || state.turn > state.lastTurn;

export default defineRuleset<State, Action, Hooks>({
  setup(bundle: ScenarioBundle) {
    const { scenario, oob, map } = bundle;
    const order = scenario.players.map((p) => p.id);
    const sideOf = new Map((oob.units ?? []).map((u) => [u.id, u.side]));
    const at: Record<string, string> = {};
    for (const placement of scenario.setup ?? []) {
      const where = 'hex' in placement.at ? placement.at.hex : undefined;
      const side = sideOf.get(placement.units?.[0] ?? '');
      const player = scenario.players.find((p) => side !== undefined && p.sides.includes(side));
      if (player && typeof where === 'string') at[player.id] = where;
    }
    const goal = map.locations?.[0]?.hex;
    if (goal === undefined) throw new Error('the map needs a location to race to');
    return { turn: 1, lastTurn: scenario.turns?.count ?? 6, order, player: scenario.turns?.firstPlayer ?? order[0] ?? '', at, goal, grid: map.grid as GridConfig };
  },
  active: (state) => (over(state) ? [] : [state.player]),
  actions(state, role, ctx) {
    if (over(state) || role !== state.player) return [];
    const moves = reachable(state, role, ctx.hooks.movementAllowance(role, state));
    return [
      ...moves.map((to) => ({ action: { type: 'move' as const, to }, prompt: \`Move to \${to}\` })),
      { action: { type: 'stay' as const }, prompt: 'Stay where you are' },
    ];
  },
  apply(state, action, role, ctx) {
    if (action.type === 'move') {
      state.at[role] = action.to;
      ctx.log(\`\${role} moves to \${action.to}\`);
      if (action.to === state.goal) state.winner = role;
    } else ctx.log(\`\${role} stays\`);
    const next = (state.order.indexOf(role) + 1) % state.order.length;
    if (next === 0) state.turn++;
    state.player = state.order[next] ?? role;
    return state;
  },
  view: (state) => state,
  result(state) {
    if (state.winner !== undefined) return { winner: state.winner, reason: \`\${state.winner} reached the village\` };
    return state.turn > state.lastTurn ? { winner: null, reason: 'nobody reached the village in time' } : undefined;
  },
  explain: (state, _action, role) => (role !== state.player ? \`it is \${state.player}'s turn\` : undefined),
  hooks: { movementAllowance: () => 1 },
  hookResults,
});
`;
