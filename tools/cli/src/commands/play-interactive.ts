import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GameSession, Seat, SeatDecision, SeatRequest } from '@kriegsspiel/engine';
import type { LogEntry } from '@kriegsspiel/rules-sdk';
import type { CommandContext } from '../cli-context';

/**
 * People at the terminal, as seats of the game loop: one seat policy for every role played
 * by a person. A person sees only their own view and log and is offered only their own
 * legal actions; between two people the keyboard is handed over, so neither sees what the
 * other may not — also when both choose at once (each chooses in turn, unseen).
 */
export class TerminalSeats {
  private readonly shown = new Map<string, number>();
  private lastHuman: string | undefined;
  /** The game's session, once it has one: undo and save act on it. */
  private session: GameSession | undefined;

  constructor(
    private readonly ctx: CommandContext,
    private readonly humans: ReadonlySet<string>,
  ) {}

  /** Prints the lines of a role's log it has not seen yet. */
  showNews(role: string, log: readonly LogEntry[] = this.session?.log(role) ?? []): void {
    for (const entry of log.slice(this.shown.get(role) ?? 0)) this.ctx.out(`  · ${entry.text}`);
    this.shown.set(role, log.length);
  }

  /** The seat of every role a person plays, in a game of this session. */
  seatsFor(session: GameSession): Record<string, Seat> {
    this.session = session;
    return Object.fromEntries([...this.humans].map((role) => [role, { decide: (request) => this.decide(request) } satisfies Seat]));
  }

  private async decide(request: SeatRequest): Promise<SeatDecision> {
    const { ctx } = this;
    const ask = ctx.ask;
    if (!ask) throw new Error('interactive play needs a terminal to read from');
    const { role, actions } = request;
    if (request.refused !== undefined) ctx.out(`Refused: ${request.refused}`);
    if (this.humans.size > 1 && this.lastHuman !== role) {
      ctx.out('');
      ctx.out(`— Hand the keyboard to the ${role} player. —`);
      if ((await ask(`${role}, press Enter when you are alone at the screen: `)) === undefined) return { kind: 'stop' };
    }
    this.lastHuman = role;
    this.showNews(role, request.log());
    const game = this.session;
    for (;;) {
      ctx.out(`${role} to act (action ${request.step + 1}):`);
      actions.forEach((a, i) => ctx.out(`  ${String(i + 1).padStart(3)}  ${a.prompt}`));
      const extras = [game?.canUndo ? 'u undo' : undefined, 'v your view', 's <file> save', 'q stop'].filter(Boolean).join(' · ');
      ctx.out(`       ${extras}`);
      const answer = (await ask('> '))?.trim();
      if (answer === undefined || answer === 'q') return { kind: 'stop' };
      if (answer === 'u' && game) {
        if (!(await game.undo())) {
          ctx.out('Undo cannot go back past that: it used chance or revealed something.');
          continue;
        }
        this.shown.set(role, Math.min(this.shown.get(role) ?? 0, game.log(role).length));
        return { kind: 'again' };
      }
      if (answer === 'v') {
        ctx.out(JSON.stringify(await request.view(), null, 2));
        continue;
      }
      if (answer.startsWith('s ') && game) {
        const file = path.resolve(ctx.cwd, answer.slice(2).trim());
        writeFileSync(file, JSON.stringify(await game.save(), null, 2) + '\n');
        ctx.out(`Saved to ${path.relative(ctx.cwd, file)}.`);
        continue;
      }
      const index = Number(answer);
      const chosen = Number.isInteger(index) ? actions[index - 1] : undefined;
      if (chosen) return { kind: 'act', action: chosen.action };
      ctx.out(`Type a number from 1 to ${actions.length}, or one of: ${extras}.`);
    }
  }
}
