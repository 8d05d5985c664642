// `kriegsspiel play <campaign>`: every battle of a campaign played by bots on one host,
// with each battle's result and the campaign's.
import path from 'node:path';
import {
  botSeats,
  botsFor,
  describeFailure,
  failureText,
  playCampaign,
  runGame,
  type CampaignOutcome,
  type GameSession,
  type RulesFailure,
  type RulesHost,
} from '@kriegsspiel/engine';
import type { LogEntry } from '@kriegsspiel/rules-sdk';
import { hostFor, loadCampaign, ModLoadError, startCampaign, type CampaignSpec, type ModCatalogue } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, engineOption, intOption, maxActionsFor, optionValues } from '../game-options';
import { traceLines, type TraceStep } from './trace';

/** A battle's or campaign's result in words. */
export function resultText(result: CampaignOutcome['result']): string {
  return result === null ? 'no result' : `${result.winner === null ? 'a draw' : `${result.winner} wins`} (${result.reason})`;
}

/** How one campaign played by bots went: its outcome and final hash, or the failure of the rules. */
export interface CampaignReport {
  seed: number;
  outcome?: CampaignOutcome;
  hash?: string;
  error?: RulesFailure;
}

/** What `--trace` is told while a campaign is played: each battle as it begins, then each action of it with what it logged. */
export interface CampaignTracer {
  battle(battle: string, session: GameSession): void;
  action(role: string, action: unknown, log: readonly LogEntry[]): void;
}

/** Plays one campaign with bots on a loaded host; whatever the rules do is reported, never thrown. */
export async function playCampaignWithBots(
  spec: CampaignSpec,
  host: RulesHost,
  seed: number,
  names: readonly string[],
  maxActions: number,
  tracer?: CampaignTracer,
): Promise<CampaignReport> {
  try {
    const campaign = await startCampaign(spec, host, seed);
    const outcome = await playCampaign(campaign, (session, battle) => {
      tracer?.battle(battle, session);
      const bots = botsFor(spec.battles[battle]?.players ?? spec.players, names, session.seed);
      return runGame(session, botSeats(bots, session), { maxActions, ...(tracer ? { onAction: tracer.action } : {}) });
    });
    return { seed, outcome, hash: await campaign.session.hash() };
  } catch (cause) {
    return { seed, error: describeFailure(cause, spec.program) };
  }
}

/** Loads a campaign named on the command line with `--house-rule` and `--option`; a mod that cannot be used is reported (exit 1). */
export function loadCampaignSpec(ctx: CommandContext, catalogue: ModCatalogue, id: string): CampaignSpec | { error: string } {
  try {
    return loadCampaign(catalogue, id, {
      mods: ((ctx.options['house-rule'] as string[] | undefined) ?? []).map((mod) => ({ mod })),
      options: optionValues(ctx),
    });
  } catch (cause) {
    if (cause instanceof ModLoadError) return { error: `cannot play \`${id}\`: ${cause.message}` };
    throw cause;
  }
}

/**
 * Plays a campaign named on the command line with bots (`--bots` name one per role of
 * any battle, in order of first appearance). Each battle's seed is derived from `--seed`;
 * a battle that is stuck or cut off ends the campaign without a result (exit 1).
 */
export async function playCampaignCommand(ctx: CommandContext, catalogue: ModCatalogue, id: string, givenMaxActions: number | undefined): Promise<number> {
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const engine = engineOption(ctx);
  const spec = loadCampaignSpec(ctx, catalogue, id);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  const maxActions = maxActionsFor(givenMaxActions, spec);
  const names = botsOption(ctx, spec.players);
  const host = hostFor(engine, spec.program);
  const battleName = (battle: string) => spec.campaign.battles.find((b) => b.id === battle)?.name ?? spec.battles[battle]?.bundle.scenario.name ?? battle;
  const heading = `${spec.campaign.name} (${spec.campaign.id}), seed ${seed}, ${engine}: ${spec.players.map((role, k) => `${role} (${names[k]})`).join(' against ')}`;
  // --trace: each battle's set-up and actions as they are taken, numbered within the battle
  // (as a campaign test's steps are); in --json, after the campaign, battle by battle.
  const traced: { battle: string; steps: TraceStep[] }[] = [];
  const show = (step: TraceStep) => {
    traced[traced.length - 1]?.steps.push(step);
    if (!ctx.json) for (const line of traceLines(step)) ctx.out(line);
  };
  const tracer: CampaignTracer | undefined =
    ctx.options.trace === true
      ? {
          battle(battle, session) {
            traced.push({ battle, steps: [] });
            if (!ctx.json) ctx.out(`battle ${battle} — ${battleName(battle)} (seed ${session.seed})`);
            show({ step: 0, log: [...session.setupLog] });
          },
          action(role, action, log) {
            show({ step: traced[traced.length - 1]?.steps.length ?? 0, role, action, log: [...log] });
          },
        }
      : undefined;
  if (tracer && !ctx.json) ctx.out(heading);
  const report = await host.then(
    (h) => playCampaignWithBots(spec, h, seed, names, maxActions, tracer),
    (cause: unknown): CampaignReport => ({ seed, error: describeFailure(cause, spec.program) }),
  );
  await host.then(
    (h) => h.dispose(),
    () => undefined,
  );
  const { outcome, hash } = report;
  let error = report.error;
  if (error?.location) error = { ...error, location: { ...error.location, file: path.relative(ctx.cwd, error.location.file) } };
  if (ctx.json) {
    ctx.out(
      JSON.stringify(
        {
          campaign: spec.campaign.id,
          mods: spec.mods,
          engine,
          seed,
          bots: Object.fromEntries(spec.players.map((r, k) => [r, names[k]])),
          battles: outcome?.battles ?? [],
          result: outcome?.result ?? null,
          ...(hash ? { hash } : {}),
          ...(error ? { error } : {}),
          ...(tracer ? { trace: traced } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    if (!tracer) ctx.out(heading);
    for (const b of outcome?.battles ?? []) ctx.out(`  ${b.battle} — ${battleName(b.battle)}: ${resultText(b.result)}`);
    if (error) ctx.out(`failed: ${failureText(error)}`);
    else ctx.out(`campaign: ${resultText(outcome?.result ?? null)}`);
    if (hash !== undefined) ctx.out(`final state hash ${hash}`);
  }
  return outcome?.result ? 0 : 1;
}
