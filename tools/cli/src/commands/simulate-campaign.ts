// `kriegsspiel simulate <campaign>`: many campaigns played by bots, counted by who won.
import { gameSeed } from '@kriegsspiel/engine';
import { hostFor, type ModCatalogue } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';
import { botsOption, duration, engineOption, intOption } from '../game-options';
import { progressReporter } from '../progress';
import { loadCampaignSpec, playCampaignWithBots, type CampaignReport } from './play-campaign';

/**
 * Plays `--games` campaigns, campaign `i` with seed S+i, one after another on one host in
 * this thread (a campaign's battles follow one another, so they share it), and prints the
 * campaign wins of each role, draws, unfinished campaigns and errors; exit 1 if any campaign
 * did not end.
 */
export async function simulateCampaignCommand(ctx: CommandContext, catalogue: ModCatalogue, id: string, maxActions: number): Promise<number> {
  const games = intOption(ctx, 'games', 100, 1, 10_000_000);
  const seed = intOption(ctx, 'seed', 1, 0, 0xffffffff);
  const engine = engineOption(ctx);
  const spec = loadCampaignSpec(ctx, catalogue, id);
  if ('error' in spec) {
    ctx.err(spec.error);
    return 1;
  }
  const names = botsOption(ctx, spec.players);
  const progress = progressReporter(ctx.json ? undefined : ctx.status, games, 'campaigns');
  const started = performance.now();
  const reports: CampaignReport[] = [];
  const host = hostFor(engine, spec.program);
  try {
    const loaded = await host;
    for (let i = 0; i < games; i++) {
      reports.push(await playCampaignWithBots(spec, loaded, gameSeed(seed, i), names, maxActions));
      progress.tick(i + 1);
    }
  } finally {
    progress.done();
    await host.then(
      (h) => h.dispose(),
      () => undefined,
    );
  }
  const wins: Record<string, number> = Object.fromEntries(spec.players.map((r) => [r, 0]));
  let draws = 0;
  let unfinished = 0;
  let errors = 0;
  for (const r of reports) {
    if (r.error) errors++;
    else if (!r.outcome?.result) unfinished++;
    else if (r.outcome.result.winner === null) draws++;
    else wins[r.outcome.result.winner] = (wins[r.outcome.result.winner] ?? 0) + 1;
  }
  const ms = performance.now() - started;
  if (ctx.json) {
    ctx.out(JSON.stringify({ campaign: spec.campaign.id, engine, seed, games, wins, draws, unfinished, errors, ms: Math.round(ms) }, null, 2));
  } else {
    ctx.out(`${spec.campaign.name} (${spec.campaign.id}): ${games} campaigns from seed ${seed}, ${engine}, in ${duration(ms)}`);
    for (const [role, n] of Object.entries(wins)) ctx.out(`  ${role} wins ${n}`);
    ctx.out(`  draws ${draws}`);
    if (unfinished > 0) ctx.out(`  unfinished ${unfinished} (a battle was stuck or cut off)`);
    if (errors > 0) ctx.out(`  errors ${errors}: ${reports.find((r) => r.error)?.error?.message ?? ''}`);
  }
  return unfinished + errors === 0 ? 0 : 1;
}
