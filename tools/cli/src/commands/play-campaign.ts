// `kriegsspiel play <campaign>`: every battle of a campaign played by bots on one host,
// with each battle's result and the campaign's.
import path from 'node:path';
import { playCampaign, playOut, type CampaignOutcome } from '@kriegsspiel/engine';
import { botsFor, describeFailure, failureText, hostFor, loadCampaign, ModLoadError, startCampaign, type CampaignSpec, type ModCatalogue, type RulesFailure } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, engineOption, intOption, optionValues } from '../game-options';

/** A battle's or campaign's result in words. */
function resultText(result: CampaignOutcome['result']): string {
  return result === null ? 'no result' : `${result.winner === null ? 'a draw' : `${result.winner} wins`} (${result.reason})`;
}

/**
 * Plays a campaign named on the command line with bots (`--bots` name one per role of
 * any battle, in order of first appearance). Each battle's seed is derived from `--seed`;
 * a battle that is stuck or cut off ends the campaign without a result (exit 1).
 */
export async function playCampaignCommand(ctx: CommandContext, catalogue: ModCatalogue, id: string, maxActions: number): Promise<number> {
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const engine = engineOption(ctx);
  let spec: CampaignSpec;
  try {
    spec = loadCampaign(catalogue, id, { mods: ((ctx.options['house-rule'] as string[] | undefined) ?? []).map((mod) => ({ mod })), options: optionValues(ctx) });
  } catch (cause) {
    if (cause instanceof ModLoadError) {
      ctx.err(`cannot play \`${id}\`: ${cause.message}`);
      return 1;
    }
    throw cause;
  }
  const names = botsOption(ctx, spec.players);
  let outcome: CampaignOutcome | undefined;
  let error: RulesFailure | undefined;
  let hash: string | undefined;
  const host = hostFor(engine, spec.program);
  try {
    const campaign = await startCampaign(spec, await host, seed);
    outcome = await playCampaign(campaign, (session, battle) => playOut(session, botsFor(spec.battles[battle]?.players ?? spec.players, names, session.seed), maxActions));
    hash = await campaign.session.hash();
  } catch (cause) {
    error = describeFailure(cause, spec.program);
    const location = error.location;
    if (location) error = { ...error, location: { ...location, file: path.relative(ctx.cwd, location.file) } };
  }
  await host.then((h) => h.dispose(), () => undefined);
  const battleName = (battle: string) => spec.campaign.battles.find((b) => b.id === battle)?.name ?? spec.battles[battle]?.bundle.scenario.name ?? battle;
  if (ctx.json) {
    ctx.out(JSON.stringify({ campaign: spec.campaign.id, mods: spec.mods, engine, seed, bots: Object.fromEntries(spec.players.map((r, k) => [r, names[k]])), battles: outcome?.battles ?? [], result: outcome?.result ?? null, ...(hash ? { hash } : {}), ...(error ? { error } : {}) }, null, 2));
  } else {
    ctx.out(`${spec.campaign.name} (${spec.campaign.id}), seed ${seed}, ${engine}: ${spec.players.map((role, k) => `${role} (${names[k]})`).join(' against ')}`);
    for (const b of outcome?.battles ?? []) ctx.out(`  ${b.battle} — ${battleName(b.battle)}: ${resultText(b.result)}`);
    if (error) ctx.out(`failed: ${failureText(error)}`);
    else ctx.out(`campaign: ${resultText(outcome?.result ?? null)}`);
    if (hash !== undefined) ctx.out(`final state hash ${hash}`);
  }
  return outcome?.result ? 0 : 1;
}
