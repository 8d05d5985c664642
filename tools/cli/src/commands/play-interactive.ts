import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFailure, GameSession, type Bot, type RulesHost } from '@kriegsspiel/engine';
import { botKinds, deriveSeed, type GameReport, type GameSpec } from '@kriegsspiel/runner';
import type { CommandContext } from '../cli-context';

/**
 * Plays a game with people at the terminal for the roles named `human` and bots for the
 * others. A person sees only their own view and log; between two people the keyboard is
 * handed over, so neither sees what the other may not.
 */
export async function playInteractive(ctx: CommandContext, spec: GameSpec, host: RulesHost, seed: number, kinds: readonly string[], maxActions: number): Promise<GameReport> {
  const ask = ctx.ask;
  if (!ask) throw new Error('interactive play needs a terminal to read from');
  const bots = new Map<string, Bot>();
  const humans = new Set<string>();
  spec.players.forEach((role, k) => {
    const kind = kinds[k] ?? 'random';
    if (kind === 'human') humans.add(role);
    else bots.set(role, (botKinds[kind] ?? botKinds.random!)(deriveSeed(seed, k)));
  });
  let session: GameSession | undefined;
  try {
    session = await GameSession.create({ host, bundle: spec.bundle, seed });
    const game = session;
    const shown = new Map<string, number>();
    const showNews = (role: string) => {
      const log = game.log(role);
      for (const entry of log.slice(shown.get(role) ?? 0)) ctx.out(`  · ${entry.text}`);
      shown.set(role, log.length);
    };
    let lastHuman: string | undefined;
    while (game.result === null) {
      if (game.length >= maxActions) return { seed, outcome: 'unfinished', actions: game.length, hash: await game.hash() };
      const role = game.active[0];
      if (role === undefined) return { seed, outcome: 'stuck', stuckRole: '(nobody)', actions: game.length, hash: await game.hash() };
      const actions = await game.legalActions(role);
      if (actions.length === 0) return { seed, outcome: 'stuck', stuckRole: role, actions: game.length, hash: await game.hash() };
      const bot = bots.get(role);
      if (bot) {
        const choice = bot.choose(role, actions);
        const outcome = await game.apply(role, choice.action);
        if (!outcome.ok) throw new Error(`the rules refused their own legal action for ${role}: ${outcome.reason}`);
        continue;
      }
      if (humans.size > 1 && lastHuman !== role) {
        ctx.out('');
        ctx.out(`— Hand the keyboard to the ${role} player. —`);
        if ((await ask(`${role}, press Enter when you are alone at the screen: `)) === undefined) break;
      }
      lastHuman = role;
      showNews(role);
      ctx.out(`${role} to act (action ${game.length + 1}):`);
      actions.forEach((a, i) => ctx.out(`  ${String(i + 1).padStart(3)}  ${a.prompt}`));
      const extras = [game.canUndo ? 'u undo' : undefined, 'v your view', 's <file> save', 'q stop'].filter(Boolean).join(' · ');
      ctx.out(`       ${extras}`);
      const answer = (await ask('> '))?.trim();
      if (answer === undefined || answer === 'q') break;
      if (answer === 'u') {
        if (!(await game.undo())) ctx.out('Undo cannot go back past that: it used chance or revealed something.');
        shown.set(role, Math.min(shown.get(role) ?? 0, game.log(role).length));
        continue;
      }
      if (answer === 'v') {
        ctx.out(JSON.stringify(await game.view(role), null, 2));
        continue;
      }
      if (answer.startsWith('s ')) {
        const file = path.resolve(ctx.cwd, answer.slice(2).trim());
        writeFileSync(file, JSON.stringify(await game.save(), null, 2) + '\n');
        ctx.out(`Saved to ${path.relative(ctx.cwd, file)}.`);
        continue;
      }
      const index = Number(answer);
      const chosen = Number.isInteger(index) ? actions[index - 1] : undefined;
      if (!chosen) {
        ctx.out(`Type a number from 1 to ${actions.length}, or one of: ${extras}.`);
        continue;
      }
      const outcome = await game.apply(role, chosen.action);
      if (!outcome.ok) ctx.out(`Refused: ${outcome.reason}`);
    }
    for (const role of humans) showNews(role);
    if (game.result === null) return { seed, outcome: 'unfinished', actions: game.length, hash: await game.hash() };
    return { seed, outcome: 'ended', winner: game.result.winner, reason: game.result.reason, actions: game.length, hash: await game.hash() };
  } catch (error) {
    return { seed, outcome: 'error', actions: session?.length ?? 0, error: describeFailure(error, spec.program) };
  }
}
