// `kriegsspiel init house-rule <id> --ruleset <id>` and `kriegsspiel init ruleset <id>`: a mod's
// skeleton in a new folder under the current one, which `check`, `test` and `play` pass as
// written. Its scenario test is made by starting the game: it checks that the first role to act
// has its first legal action, so it fails as soon as the mod cannot be loaded or set up.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import { loadScenario, ModCatalogue, sandboxHost, type ModEntry } from '@kriegsspiel/runner';
import { UsageError, type CommandContext } from '../cli-context';
import { modFoldersOf } from '../game-options';
import { houseRuleFiles, rulesetFiles, titleOf, type SkeletonFacts } from './init-templates';
import { MOD_COMPILER_SETTINGS } from '../mod-types';

const ID = /^[a-z0-9][a-z0-9-]*$/;
const KINDS = ['house-rule', 'ruleset'];

/** The folder of the schemas this command line validates with. */
function schemasFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@kriegsspiel/schemas/mod.schema.json'));
}

/** The ruleset a house rule extends, by id, with the hook its skeleton wraps. */
function rulesetOf(ctx: CommandContext, catalogue: ModCatalogue): { entry: ModEntry; hook: { name: string; description?: string } } {
  const id = ctx.options.ruleset;
  if (typeof id !== 'string') throw new UsageError('a house rule extends a ruleset: name it with --ruleset <id>, for example --ruleset hundred-days-arclight');
  const rulesets = catalogue.ids('mod').filter((m) => catalogue.find('mod', m)?.value.kind === 'ruleset');
  const entry = catalogue.find('mod', id);
  if (!entry || entry.value.kind !== 'ruleset') {
    throw new UsageError(`there is no ruleset \`${id}\` here; the rulesets are ${rulesets.join(', ') || 'none'} (add a folder of mods with --mods <dir>)`);
  }
  const hooks = (entry.value.hooks ?? []).map((h) => ({ name: h.name, ...(h.description ? { description: h.description } : {}) }));
  if (hooks.length === 0) throw new UsageError(`the ruleset \`${id}\` has no hooks for a house rule to wrap`);
  const wanted = ctx.options.hook;
  if (wanted === undefined) return { entry, hook: hooks[0]! };
  const hook = hooks.find((h) => h.name === wanted);
  if (!hook) throw new UsageError(`\`${id}\` has no hook \`${String(wanted)}\`; its hooks are ${hooks.map((h) => h.name).join(', ')}`);
  return { entry, hook };
}

/** A scenario test made by starting the game: the first role to act has its first legal action. */
async function firstTest(catalogue: ModCatalogue, scenario: string, houseRule: string | undefined, schema: string, title: string): Promise<string> {
  const mods = houseRule ? [{ mod: houseRule }] : [];
  const spec = loadScenario(catalogue, scenario, { mods });
  const host = await sandboxHost(spec.program);
  try {
    const session = await GameSession.create({ host, bundle: spec.bundle, seed: 1, checkpoints: 'start' });
    const role = session.active[0];
    const first = role === undefined ? undefined : (await session.legalActions(role))[0];
    if (role === undefined || first === undefined) throw new Error(`\`${scenario}\` starts with nothing to do`);
    const test = {
      $schema: schema,
      name: `${title}: the game starts, and ${role} may act`,
      scenario,
      ...(houseRule ? { mods } : {}),
      seed: 1,
      steps: [{ expect: [{ message: `${role} may ${first.prompt || 'act'}`, role, legal: first.action }] }],
    };
    return `${JSON.stringify(test, null, 2)}\n`;
  } finally {
    await host.dispose();
  }
}

/** For a text editor: a tsconfig.json beside the mods mapping the SDK and `@mods/<id>` as `check` does. */
function editorConfig(ctx: CommandContext): string | undefined {
  const file = path.join(ctx.cwd, 'tsconfig.json');
  if (existsSync(file) || existsSync(path.join(ctx.root, 'nx.json'))) return undefined;
  const from = (target: string) => path.relative(ctx.cwd, target).split(path.sep).join('/');
  const libs = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@kriegsspiel/rules-sdk')));
  const carried = path.dirname(createRequire(import.meta.url).resolve('@kriegsspiel/mods/package.json'));
  const config = {
    compilerOptions: {
      ...MOD_COMPILER_SETTINGS,
      paths: {
        '@kriegsspiel/*': [`${from(path.dirname(libs))}/*/src/index.ts`],
        '@mods/*': ['./*/src/index.ts', `${from(carried)}/*/src/index.ts`],
      },
    },
    include: ['*/src/**/*.ts'],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** `kriegsspiel init house-rule <id> --ruleset <id> [--hook <name>]` or `kriegsspiel init ruleset <id>`. */
export async function initCommand(ctx: CommandContext): Promise<number> {
  const [kind, id, ...more] = ctx.positionals;
  if (kind === undefined || !KINDS.includes(kind))
    throw new UsageError(`say what to make: \`init house-rule <id> --ruleset <id>\` or \`init ruleset <id>\`${kind ? ` (not \`${kind}\`)` : ''}`);
  if (id === undefined || more.length > 0) throw new UsageError(`give the new ${kind} one id, for example \`init ${kind} my-${kind}\``);
  if (!ID.test(id)) throw new UsageError(`\`${id}\` is not an id: use lower-case letters, digits and dashes, starting with a letter or digit`);
  const folder = path.join(ctx.cwd, id);
  if (existsSync(folder)) throw new UsageError(`${path.relative(ctx.cwd, folder)} exists already: choose another id, or remove it`);

  let catalogue = ModCatalogue.read(modFoldersOf(ctx));
  if (catalogue.find('mod', id))
    throw new UsageError(`there is a mod \`${id}\` already (${path.relative(ctx.cwd, catalogue.get('mod', id).file)}): choose another id`);
  const schemas = schemasFolder();
  const facts: SkeletonFacts = {
    id,
    schema: (k) =>
      `${path
        .relative(folder, path.join(schemas, `${k}.schema.json`))
        .split(path.sep)
        .join('/')}`,
  };
  let files: Record<string, string>;
  let scenario: string;
  if (kind === 'house-rule') {
    const { entry, hook } = rulesetOf(ctx, catalogue);
    const rulesetId = entry.value.id;
    const found = catalogue.ids('scenario').find((s) => catalogue.find('scenario', s)?.value.ruleset.mod === rulesetId);
    if (found === undefined) throw new UsageError(`the ruleset \`${rulesetId}\` has no scenario to test a house rule with`);
    scenario = found;
    files = houseRuleFiles(facts, { id: rulesetId, name: entry.value.name, version: entry.value.version, hook });
  } else {
    scenario = id;
    files = rulesetFiles(facts);
  }
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  catalogue = ModCatalogue.read(modFoldersOf(ctx, [folder]));
  const testFile = path.join(folder, 'tests', `${id}.test.json`);
  mkdirSync(path.dirname(testFile), { recursive: true });
  writeFileSync(testFile, await firstTest(catalogue, scenario, kind === 'house-rule' ? id : undefined, facts.schema('scenario-test'), titleOf(id)));
  const config = editorConfig(ctx);

  const shown = (file: string) => path.relative(ctx.cwd, file);
  for (const name of [...Object.keys(files), `tests/${id}.test.json`].sort()) ctx.out(`created ${shown(path.join(folder, name))}`);
  if (config) ctx.out(`created ${shown(config)} (for your editor: the SDK's and the rulesets' types)`);
  ctx.out('');
  ctx.out(`Next: npx kriegsspiel check ${id} && npx kriegsspiel test ${id}`);
  ctx.out(kind === 'house-rule' ? `      npx kriegsspiel play ${scenario} --house-rule ${id} --trace` : `      npx kriegsspiel play ${id} --trace`);
  return 0;
}
