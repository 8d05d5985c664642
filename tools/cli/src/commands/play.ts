import path from 'node:path';
import { DEFAULT_MAX_ACTIONS, describeFailure, failureText, playGame, type GameReport, type GameSession } from '@kriegsspiel/engine';
import type { LogEntry } from '@kriegsspiel/rules-sdk';
import { hostFor, ModCatalogue, type GameSpec } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, ceilingsOption, engineOption, intOption, loadGameSpec, maxActionsFor, maxActionsOption, modFoldersOf } from '../game-options';
import { playCampaignCommand } from './play-campaign';
import { TerminalSeats } from './play-interactive';
import { traceLines, type TraceStep } from './trace';

export { DEFAULT_MAX_ACTIONS };

/** How a game ended, in a sentence. */
export function outcomeText(report: GameReport, maxActions: number): string {
  switch (report.outcome) {
    case 'ended':
      return `ended after ${report.actions} actions: ${report.winner === null ? 'a draw' : `${report.winner} wins`} (${report.reason})`;
    case 'stuck':
      return `stuck after ${report.actions} actions: ${report.stuckRole} is to act but has no legal action; the rules should end the game or offer an action`;
    case 'unfinished':
      return report.actions < maxActions
        ? `unfinished: stopped after ${report.actions} actions`
        : `unfinished: cut off at the limit of ${maxActions} actions (raise it with --max-actions, or with limits.maxActions in the ruleset's mod.json)`;
    case 'error':
      return `failed after ${report.actions} actions: ${failureText(report.error ?? { code: 'host-error', message: 'unknown' })}`;
  }
}

/** A failure's location as the reader's path. */
export function shownReport(ctx: CommandContext, report: GameReport): GameReport {
  const location = report.error?.location;
  return location && report.error ? { ...report, error: { ...report.error, location: { ...location, file: path.relative(ctx.cwd, location.file) } } } : report;
}

/** `kriegsspiel play <scenario>`: plays one game with bots and prints the result, its length and the final hash (a campaign: see `playCampaignCommand`). */
export async function playCommand(ctx: CommandContext): Promise<number> {
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const givenMaxActions = maxActionsOption(ctx);
  const engine = engineOption(ctx);
  const catalogue = ModCatalogue.read(modFoldersOf(ctx), { ceilings: ceilingsOption(ctx) });
  const named = ctx.positionals[0];
  if (named !== undefined && !catalogue.find('scenario', named) && catalogue.find('campaign', named))
    return playCampaignCommand(ctx, catalogue, named, givenMaxActions);
  const spec: GameSpec | { error: string } = loadGameSpec(ctx, catalogue, ctx.positionals[0], true);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  const maxActions = maxActionsFor(givenMaxActions, spec);
  const bots = botsOption(ctx, spec.players, true);
  const host = hostFor(engine, spec.program);
  // People play the roles named `human` at the terminal; bots play the others.
  const humans = new Set(spec.players.filter((_, k) => bots[k] === 'human'));
  const terminal = humans.size > 0 ? new TerminalSeats(ctx, humans) : undefined;
  const seats = terminal && { seats: (_bots: unknown, session: GameSession) => terminal.seatsFor(session) };
  // A person's seat keeps its bot's seed (bot k is seeded from the game's seed and k), unused.
  const botNames = bots.map((name) => (name === 'human' ? 'random' : name));
  const table = spec.players.map((role, k) => `${role} (${bots[k]})`).join(' against ');
  const heading = `${spec.bundle.scenario.name} (${spec.scenario}), seed ${seed}, ${engine}: ${table}${spec.mods.length > 1 ? `, with ${spec.mods.slice(1).join(', ')}` : ''}`;
  // --trace: every action with the lines it logged, as it is taken, under the heading (in --json, after the game).
  const tracing = ctx.options.trace === true;
  if (tracing && !ctx.json) ctx.out(heading);
  const trace: TraceStep[] = [];
  const traced = tracing
    ? {
        onAction: (role: string | undefined, action: unknown, log: readonly LogEntry[]) => {
          const step: TraceStep = { step: role === undefined ? 0 : trace.length, ...(role !== undefined ? { role, action } : {}), log: [...log] };
          trace.push(step);
          if (!ctx.json) for (const line of traceLines(step)) ctx.out(line);
        },
      }
    : {};
  const report = shownReport(
    ctx,
    await playGame(spec, host, { seed, bots: botNames, maxActions, describeFailure: (error) => describeFailure(error, spec.program), ...seats, ...traced }),
  );
  if (terminal && report.outcome !== 'error') for (const role of humans) terminal.showNews(role);
  await host.then(
    (h) => h.dispose(),
    () => undefined,
  );
  if (ctx.json) {
    ctx.out(
      JSON.stringify(
        {
          scenario: spec.scenario,
          mods: spec.mods,
          engine,
          bots: Object.fromEntries(spec.players.map((r, k) => [r, bots[k]])),
          options: spec.bundle.options,
          ...report,
          ...(tracing ? { trace } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    if (!tracing) ctx.out(heading);
    ctx.out(outcomeText(report, maxActions));
    if (report.hash !== undefined) ctx.out(`final state hash ${report.hash}`);
  }
  return report.outcome === 'ended' ? 0 : 1;
}
