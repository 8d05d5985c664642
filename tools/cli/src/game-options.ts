// The options the commands that load and play mods share: numbers, the engine, the bots,
// option values and extra house rules, and the mod catalogue they read.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { botKinds, DEFAULT_MAX_ACTIONS, parseBotName } from '@kriegsspiel/engine';
import { CEILING_OPTIONS, ceilingsFromOptions, ModLoadError, loadScenario, type Engine, type GameSpec, type ModCatalogue } from '@kriegsspiel/runner';
import { DEFAULT_CEILINGS, LIMIT_BOUNDS, type LimitCeilings } from '@kriegsspiel/sandbox';
import { UsageError, type CommandContext } from './cli-context';

/** A whole-number option, with its default and bounds; anything else is a usage error. */
export function intOption(ctx: CommandContext, name: string, fallback: number, min: number, max: number): number {
  const raw = ctx.options[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || value < min || value > max)
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not \`${String(raw)}\``);
  return value;
}

/**
 * `--max-actions`, when given: it overrides the ruleset's `limits.maxActions`, which
 * overrides the engine's default (resolve with {@link maxActionsFor} once the game is loaded).
 */
export function maxActionsOption(ctx: CommandContext): number | undefined {
  return ctx.options['max-actions'] === undefined ? undefined : intOption(ctx, 'max-actions', DEFAULT_MAX_ACTIONS, 1, 10_000_000);
}

/** The action limit of a loaded game: `--max-actions`, else its ruleset's `limits.maxActions`, else the default. */
export function maxActionsFor(given: number | undefined, game: { maxActions?: number }): number {
  return given ?? game.maxActions ?? DEFAULT_MAX_ACTIONS;
}

/** `--workers`: threads to run on; the number of CPUs by default. */
export function workersOption(ctx: CommandContext): number {
  return intOption(ctx, 'workers', availableParallelism(), 1, 256);
}

/** `--engine sandbox|native`; the sandbox by default. */
export function engineOption(ctx: CommandContext): Engine {
  const raw = ctx.options.engine ?? 'sandbox';
  if (raw !== 'sandbox' && raw !== 'native') throw new UsageError(`--engine is \`sandbox\` or \`native\`, not \`${String(raw)}\``);
  return raw;
}

/** `--option name=value` (repeatable): a value that reads as JSON is taken as such (`3`, `true`, `"x"`), anything else as text. */
export function optionValues(ctx: CommandContext): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of (ctx.options.option as string[] | undefined) ?? []) {
    const match = /^([^=]+)=(.*)$/s.exec(item);
    if (!match) throw new UsageError(`--option takes name=value, such as \`--option elanBonus=2\`, not \`${item}\``);
    const [, name, text] = match as unknown as [string, string, string];
    try {
      values[name] = JSON.parse(text);
    } catch {
      values[name] = text;
    }
  }
  return values;
}

/** `--bots random,random`: one bot name per player (one name serves them all). */
export function botsOption(ctx: CommandContext, players: readonly string[], allowHuman = false): string[] {
  const raw = ctx.options.bots;
  const names = typeof raw === 'string' ? raw.split(',').map((n) => n.trim()) : ['random'];
  for (const name of names)
    if (!botKinds[parseBotName(name).kind] && !(allowHuman && name === 'human'))
      throw new UsageError(`there is no bot called \`${name}\`; the bots are ${[...Object.keys(botKinds), ...(allowHuman ? ['human'] : [])].join(', ')}`);
  if (names.length !== 1 && names.length !== players.length)
    throw new UsageError(
      `--bots names ${names.length} bots, but the scenario has ${players.length} players (${players.join(', ')}); name one for each, in that order, or one for all`,
    );
  // `--bot-iterations N` or `--bot-ms N` is the search bots' budget, carried in their names
  // (`ismcts:N`, `ismcts:Nms`) to the pool's workers.
  if (ctx.options['bot-iterations'] !== undefined && ctx.options['bot-ms'] !== undefined)
    throw new UsageError('give the search bots one budget: --bot-iterations or --bot-ms, not both');
  const iterations = ctx.options['bot-iterations'] === undefined ? undefined : intOption(ctx, 'bot-iterations', 0, 1, 1_000_000);
  const ms = ctx.options['bot-ms'] === undefined ? undefined : intOption(ctx, 'bot-ms', 0, 1, 600_000);
  const budget = iterations !== undefined ? `:${iterations}` : ms !== undefined ? `:${ms}ms` : '';
  const budgeted = (name: string) => (name === 'ismcts' ? `${name}${budget}` : name);
  return players.map((_, k) => budgeted(names[k] ?? (names[0] as string)));
}

/** The mod folders a command reads: the workspace's `mods/`, the `--mods` folders, and any others it needs. */
export function modFoldersOf(ctx: CommandContext, extra: readonly string[] = []): string[] {
  return [path.join(ctx.root, 'mods'), ...ctx.modDirs.map((d) => path.resolve(ctx.cwd, d)), ...extra].filter((d) => existsSync(d));
}

/** `--house-rule <mod>` (repeatable): the mods stacked on the scenario's, in order. */
export function houseRulesOf(ctx: CommandContext): string[] {
  return (ctx.options['house-rule'] as string[] | undefined) ?? [];
}

/**
 * Loads a scenario named on the command line, with `--house-rule` and `--option`. A
 * scenario that is not there is a usage error; a mod that cannot be used is reported
 * with what to do (exit 1).
 */
export function loadGameSpec(
  ctx: CommandContext,
  catalogue: ModCatalogue,
  scenario: string | undefined,
  /** The command plays campaigns too: name them in the error. */
  orCampaign = false,
): GameSpec | { error: string } {
  if (scenario === undefined) throw new UsageError('name the scenario to play, for example `outpost-skirmish`');
  if (!catalogue.find('scenario', scenario)) {
    const known = catalogue.ids('scenario');
    const campaigns = orCampaign ? catalogue.ids('campaign') : [];
    throw new UsageError(
      `no scenario \`${scenario}\` in ${catalogue.folders.map((f) => path.relative(ctx.cwd, f) || '.').join(', ')}; the scenarios are ${known.join(', ') || 'none'}${campaigns.length > 0 ? `, the campaigns ${campaigns.join(', ')}` : ''} (add a folder with --mods <dir>)`,
    );
  }
  const houseRules = houseRulesOf(ctx).map((mod) => ({ mod }));
  try {
    return loadScenario(catalogue, scenario, { mods: houseRules, options: optionValues(ctx) });
  } catch (cause) {
    if (cause instanceof ModLoadError) return { error: `cannot play \`${scenario}\`: ${cause.message}` };
    throw cause;
  }
}

/** Text for people: a whole number of milliseconds or seconds. */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** `--max-memory-mb`, `--max-wall-clock-ms`: the user's ceilings on what a mod's manifest may ask for (its `limits`). */
export const ceilingFlags = Object.fromEntries(CEILING_OPTIONS.map((c) => [c.option, { type: 'string' as const }]));

/** Help for the ceiling flags, the same in every command that loads mods. */
export const CEILINGS_HELP = [
  '',
  '  --max-memory-mb M, --max-wall-clock-ms T: the most a mod may ask for in its mod.json',
  `  \`limits\` (default ${(DEFAULT_CEILINGS.memoryBytes ?? 0) / (1024 * 1024)} MB and ${DEFAULT_CEILINGS.callTimeoutMs ?? 0} ms per call); a mod asking for more is refused.`,
].join('\n');

/** The ceilings the command line sets (`--max-memory-mb` …), for `ModCatalogue.read`. */
export function ceilingsOption(ctx: CommandContext): LimitCeilings {
  const values: Record<string, number | undefined> = {};
  for (const c of CEILING_OPTIONS) {
    const [min, max] = LIMIT_BOUNDS[c.limit];
    if (ctx.options[c.option] !== undefined) values[c.option] = intOption(ctx, c.option, 0, Math.ceil(min / c.scale), Math.floor(max / c.scale));
  }
  return ceilingsFromOptions(values);
}
