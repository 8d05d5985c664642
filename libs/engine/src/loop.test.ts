import { serve, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { botSeat, playOut, randomBot } from './bot';
import { nativeHost } from './host';
import { runGame, type Seat, type SeatRequest } from './loop';
import { GameSession } from './session';
import { emptyBundle, skirmish } from './test-support/skirmish';
import sealed from './test-support/sealed-orders';

/** As much of a bundle as the sealed-orders rules read. */
const sealedBundle = {
  scenario: { id: 'sealed-orders', players: [{ id: 'north' }, { id: 'south' }] },
  map: {},
  oob: {},
  manifest: {},
  options: {},
} as unknown as ScenarioBundle;

const sealedGame = () => GameSession.create({ host: nativeHost(serve(sealed)), bundle: sealedBundle, seed: 5 });

/** A seat that plays the first action and remembers what it was shown when asked. */
function witness(seen: { role: string; step: number; view: unknown; log: string }[]): Seat {
  return {
    async decide(request: SeatRequest) {
      seen.push({ role: request.role, step: request.step, view: await request.view(), log: JSON.stringify(request.log()) });
      return { kind: 'act', action: (request.actions[request.actions.length - 1] as { action: unknown }).action };
    },
  };
}

describe('the game loop', () => {
  test('serves every active role: both generals are asked each turn, and neither sees the other’s sealed order', async () => {
    const game = await sealedGame();
    expect(game.active).toEqual(['north', 'south']);
    const seen: { role: string; step: number; view: unknown; log: string }[] = [];
    const outcome = await runGame(game, { north: witness(seen), south: witness(seen) });
    expect(outcome).toMatchObject({ kind: 'ended', result: { reason: expect.stringMatching(/clashes/) } });
    expect(outcome.actions % 2).toBe(0);
    expect(seen.map((s) => `${s.role}@${s.step}`)).toEqual(Array.from({ length: outcome.actions }, (_, i) => `${i % 2 === 0 ? 'north' : 'south'}@${i}`));
    // South is asked after North sealed: it learns that North sealed, never what.
    const south = seen[1] as { view: unknown; log: string };
    expect(south.view).toEqual({ turn: 1, wins: { north: 0, south: 0 }, mine: null, waitingFor: ['south'] });
    expect(south.log).toContain('north seals an order');
    expect(south.log).not.toContain('feint');
    // Once both are in, both orders are revealed to both.
    expect(seen[2]?.log).toContain('North: feint, south: feint');
  });

  test('asks a role again when the rules refuse its decision, telling it why', async () => {
    const game = await sealedGame();
    const reasons: (string | undefined)[] = [];
    let first = true;
    const stubborn: Seat = {
      async decide(request) {
        reasons.push(request.refused);
        if (first) {
          first = false;
          return { kind: 'act', action: { type: 'retreat' } };
        }
        return { kind: 'act', action: request.actions[0]?.action };
      },
    };
    const outcome = await runGame(game, { north: stubborn, south: botSeat(randomBot(1)) }, { maxActions: 2 });
    expect(outcome).toMatchObject({ kind: 'unfinished', actions: 2 });
    expect(reasons[0]).toBeUndefined();
    expect(reasons[1]).toEqual(expect.any(String));
  });

  test('stops when the signal is aborted, even while a seat is deciding', async () => {
    const game = await sealedGame();
    const stop = new AbortController();
    const waiting: Seat = {
      decide: (request) =>
        new Promise((resolve) => {
          request.signal.addEventListener('abort', () => resolve({ kind: 'act', action: request.actions[0]?.action }));
          stop.abort();
        }),
    };
    expect(await runGame(game, { north: waiting, south: waiting }, { signal: stop.signal })).toMatchObject({ kind: 'stopped', actions: 0 });
  });

  test('a seat that undoes asks the loop to look again; a seat that leaves stops the game', async () => {
    const game = await GameSession.create({ host: nativeHost(serve(skirmish)), bundle: emptyBundle, seed: 1 });
    let calls = 0;
    const person: Seat = {
      async decide() {
        calls++;
        if (calls === 1) return { kind: 'act', action: { type: 'move', to: 1 } };
        if (calls === 2) {
          await game.undo();
          return { kind: 'again' };
        }
        return { kind: 'stop' };
      },
    };
    const outcome = await runGame(game, { red: person, blue: person });
    expect(outcome).toMatchObject({ kind: 'stopped', actions: 0 });
    expect(calls).toBe(3);
  });

  test('playOut is the loop with bot seats: the same seed gives the same game', async () => {
    const play = async () => playOut(await sealedGame(), { north: randomBot(1), south: randomBot(2) });
    expect(await play()).toEqual(await play());
  });

  test('a role without a seat is a clear error', async () => {
    await expect(runGame(await sealedGame(), { north: botSeat(randomBot(1)) })).rejects.toThrow(/nobody plays the role south/);
  });
});
