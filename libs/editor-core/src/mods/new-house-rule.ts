// A new house rule, as files: its manifest (extending a ruleset, naming the hooks it wraps)
// and its rules code, a `defineHouseRule` that wraps each chosen hook and, until the modder
// changes it, passes every call through unchanged. The wrappers are typed from the ruleset's
// own hook declarations, imported by the ruleset's id (`import type … from '@mods/<id>'`,
// erased when the mod is bundled), so `next(...args) + 1` is checked against the hook. The
// files are what a modder would write by hand; the studio writes them and opens the code.
import type { ModManifest } from '@kriegsspiel/formats';
import { formatJson } from '../json/format';
import { idProblem } from '../oob/oob-index';

/** What the person chose. */
export interface NewHouseRule {
  readonly id: string;
  readonly name: string;
  /** The ruleset's manifest (its id, version and hooks). */
  readonly ruleset: Pick<ModManifest, 'id' | 'name' | 'version' | 'hooks'>;
  /** Names of the ruleset's hooks to wrap. */
  readonly hooks: readonly string[];
  /** Workspace folder the mod goes in (`mods/<id>`). */
  readonly folder: string;
  /** `$schema` of the manifest, relative to it. */
  readonly schema?: string;
  /** Id of a scenario of the ruleset, which the first test plays with the house rule; without one, no tests folder. */
  readonly scenario?: string;
}

/** A file to write. */
export interface NewFile {
  readonly path: string;
  readonly text: string;
}

/** What is wrong with the choice, or undefined. `taken` holds the ids of the workspace's mods. */
export function newHouseRuleProblem(choice: Pick<NewHouseRule, 'id' | 'name' | 'hooks' | 'ruleset'>, taken: ReadonlySet<string>): string | undefined {
  const idIssue = idProblem(choice.id);
  if (idIssue) return idIssue;
  if (taken.has(choice.id)) return `There is a mod ${choice.id} already: choose another id.`;
  if (choice.name.trim() === '') return 'Give the house rule a name.';
  const known = new Set((choice.ruleset.hooks ?? []).map((h) => h.name));
  const unknown = choice.hooks.filter((h) => !known.has(h));
  if (unknown.length > 0) return `${choice.ruleset.id} has no hook ${unknown.join(', ')}.`;
  return undefined;
}

/** How a house rule names the ruleset whose types it imports (`mods/tsconfig.json`, the sandbox and the studio's editor agree). */
export function rulesetModuleName(rulesetId: string): string {
  return `@mods/${rulesetId}`;
}

/** `^1.2.0` for version 1.2.0; `^0.1.0` keeps to 0.1.x as semver does. */
function compatible(version: string | undefined): string {
  return version ? `^${version}` : '*';
}

/** The manifest and the rules code of a new house rule. */
export function newHouseRuleFiles(choice: NewHouseRule): NewFile[] {
  const hooks = (choice.ruleset.hooks ?? []).filter((h) => choice.hooks.includes(h.name));
  const manifest = {
    $schema: choice.schema ?? '../../schemas/mod.schema.json',
    id: choice.id,
    name: choice.name.trim(),
    version: '0.1.0',
    kind: 'house-rule',
    extends: { mod: choice.ruleset.id, version: compatible(choice.ruleset.version) },
    description: `A house rule for ${choice.ruleset.name ?? choice.ruleset.id}.`,
    entry: 'src/index.ts',
    ...(choice.scenario ? { tests: ['tests'] } : {}),
    ...(hooks.length > 0 ? { hooks: hooks.map((h) => ({ name: h.name, description: `Wraps the ruleset's ${h.name}.` })) } : {}),
  };
  const rulesetName = choice.ruleset.name ?? choice.ruleset.id;
  const lines = [
    `// ${choice.name.trim()}: a house rule for ${rulesetName}.`,
    `// Each hook below receives \`next\` (the rule as it stands: the ruleset's, or the house`,
    `// rules stacked before this one) and the hook's own arguments. Return what the rule`,
    `// should be; \`next(...args)\` keeps it unchanged. The hooks' types are the ruleset's own:`,
    `// \`import type\` brings its types, never its code.`,
    `import { defineHouseRule } from '@kriegsspiel/rules-sdk';`,
    `import type ruleset from '${rulesetModuleName(choice.ruleset.id)}';`,
    '',
    `/** The hooks of ${rulesetName}, as the ruleset declares them. */`,
    'type Hooks = NonNullable<typeof ruleset.hooks>;',
    '',
    'export default defineHouseRule<Hooks>({',
    '  hooks: {',
    ...hooks.flatMap((h) => [...(h.description ? [`    // ${choice.ruleset.id}: ${h.description}`] : []), `    ${h.name}: (next, ...args) => next(...args),`]),
    '  },',
    '});',
    '',
  ];
  return [
    { path: `${choice.folder}/mod.json`, text: formatJson(manifest) },
    { path: `${choice.folder}/src/index.ts`, text: lines.join('\n') },
    ...(choice.scenario ? [firstTest(choice, choice.scenario)] : []),
  ];
}

/** The name of the first test's file, in the mod's `tests` folder. */
export const firstTestName = 'game-starts.test.json';

/**
 * The first scenario test of a new house rule: the ruleset's scenario, played with the house
 * rule, starts, and the first player has something to do. It passes as generated, so the
 * Tests panel lists the mod, and it is the file the modder copies for the rule's real tests.
 */
function firstTest(choice: NewHouseRule, scenario: string): NewFile {
  const manifestSchema = choice.schema ?? '../../schemas/mod.schema.json';
  const test = {
    $schema: `../${manifestSchema.slice(0, manifestSchema.lastIndexOf('/') + 1)}scenario-test.schema.json`,
    name: `${choice.name.trim()}: the game starts with the house rule`,
    description: 'A first test, to copy: add actions, and what the house rule should make of them, as steps.',
    scenario,
    mods: [{ mod: choice.id, version: '^0.1.0' }],
    seed: 1,
    steps: [{ expect: [{ message: 'the first player has an action to take', legal: {} }] }],
  };
  return { path: `${choice.folder}/tests/${firstTestName}`, text: formatJson(test) };
}
