import { defineHouseRule, serve } from '@kriegsspiel/rules-sdk';
import { describe, expect, test } from 'vitest';
import { nativeHost } from './host';
import { playOut, randomBot } from './bot';
import { GameSession } from './session';
import { emptyBundle, skirmish } from './test-support/skirmish';

const start = (seed = 1, script = [] as never[]) => GameSession.create({ host: nativeHost(serve(skirmish)), bundle: emptyBundle, seed, script });

describe('a game session', () => {
  test('applies legal actions and refuses others with the reason, leaving the state as it was', async () => {
    const game = await start();
    expect(game.active).toEqual(['red']);
    expect((await game.legalActions('red')).map((a) => a.prompt)).toEqual(['Move to 1', 'Wait']);
    const before = await game.hash();
    expect(await game.apply('red', { type: 'attack' })).toEqual({ ok: false, reason: 'red is not next to the enemy' });
    expect(await game.apply('blue', { type: 'wait' })).toEqual({ ok: false, reason: "it is not blue's turn to act" });
    expect(await game.hash()).toBe(before);
    expect(game.length).toBe(0);
    expect(await game.apply('red', { type: 'move', to: 1 })).toMatchObject({ ok: true });
    expect(game.active).toEqual(['blue']);
  });

  test('each role’s log holds only what it may read', async () => {
    const game = await start();
    await game.apply('red', { type: 'wait' });
    const state = (await game.state()) as { card: Record<string, string> };
    expect(game.log('red').map((e) => e.text)).toContain(`red looks at the ${state.card.red}`);
    expect(JSON.stringify(game.log('blue'))).not.toContain(state.card.red as string);
    expect(JSON.stringify(await game.view('blue'))).not.toContain(state.card.red as string);
  });

  test('the picture shows a role its own piece and the enemy’s only face down, until revealed', async () => {
    const game = await start(2, [{ dice: [6, 1] }] as never[]);
    const before = await game.picture('red');
    expect(before?.pieces).toEqual([
      { at: { hex: '0101' }, side: 'red', id: 'red', type: 'infantry', facing: 0 },
      { at: { hex: '0501' }, side: 'blue', faceDown: true },
    ]);
    expect(before?.tracks).toEqual([{ name: 'Turn', value: 'red', steps: ['red', 'blue'] }]);
    await game.apply('red', { type: 'move', to: 1 });
    await game.apply('blue', { type: 'move', to: 3 });
    await game.apply('red', { type: 'move', to: 2 });
    await game.apply('blue', { type: 'attack' });
    const state = (await game.state()) as { card: Record<string, string> };
    expect((await game.picture('red'))?.pieces[1]).toEqual({
      at: { hex: '0401' },
      side: 'blue',
      id: 'blue',
      type: 'infantry',
      values: state.card.blue,
      facing: 3,
    });
  });

  test('an action whose twin the rules list is played and recorded as named, and a save replays it', async () => {
    // 'rest' is a twin of the listed 'wait' (the skirmish applies anything unknown as a wait).
    const twins = {
      ...skirmish,
      listedAs: (_s: unknown, action: { type: string }) => (action.type === 'rest' ? { type: 'wait' } : undefined),
    } as typeof skirmish;
    const game = await GameSession.create({ host: nativeHost(serve(twins)), bundle: emptyBundle, seed: 1 });
    expect(await game.apply('red', { type: 'rest' })).toMatchObject({ ok: true });
    expect(game.active).toEqual(['blue']);
    const saved = JSON.parse(JSON.stringify(await game.save()));
    expect(saved.history).toEqual([{ role: 'red', action: { type: 'rest' } }]);
    const loaded = await GameSession.load(saved, nativeHost(serve(twins)));
    expect(await loaded.hash()).toBe(await game.hash());
    // Without the twin, the same save no longer replays.
    await expect(GameSession.load(saved, nativeHost(serve(skirmish)))).rejects.toThrow(/replay/);
  });

  test('a ruleset without a picture answers null', async () => {
    const { picture: _none, ...plain } = skirmish;
    const game = await GameSession.create({ host: nativeHost(serve(plain)), bundle: emptyBundle, seed: 1 });
    expect(await game.picture('red')).toBeNull();
  });

  test('the same seed and actions replay to the same hash; another seed differs', async () => {
    const play = async (seed: number) => {
      const game = await start(seed);
      const outcome = await playOut(game, { red: randomBot(7), blue: randomBot(8) });
      return { outcome, hash: await game.hash() };
    };
    const a = await play(3);
    const b = await play(3);
    expect(a.hash).toBe(b.hash);
    expect(a.outcome).toEqual(b.outcome);
    expect((await play(4)).hash).not.toBe(a.hash);
  });

  test('undo goes back over moves but not past chance or a reveal', async () => {
    const game = await start(2, [{ dice: [1, 6] }] as never[]);
    await game.apply('red', { type: 'move', to: 1 });
    const afterOne = await game.hash();
    await game.apply('blue', { type: 'move', to: 3 });
    expect(game.canUndo).toBe(true);
    expect(await game.undo()).toBe(true);
    expect(await game.hash()).toBe(afterOne);
    expect(game.active).toEqual(['blue']);
    expect(game.log('red').map((e) => e.text)).toEqual(['red moves to 1']);
    await game.apply('blue', { type: 'move', to: 3 });
    await game.apply('red', { type: 'move', to: 2 });
    expect(await game.apply('blue', { type: 'attack' })).toMatchObject({ ok: true, result: null });
    expect(game.canUndo).toBe(false);
    expect(await game.undo()).toBe(false);
    expect(game.length).toBe(4);
  });

  test('a scripted outcome decides the fight as the test says', async () => {
    const game = await start(2, [{ dice: [6, 1] }] as never[]);
    await game.apply('red', { type: 'move', to: 1 });
    await game.apply('blue', { type: 'move', to: 3 });
    await game.apply('red', { type: 'move', to: 2 });
    const fight = await game.apply('blue', { type: 'attack' });
    expect(fight).toMatchObject({ ok: true, result: { winner: 'blue' } });
    expect(game.log('red').map((e) => e.text)).toContain('blue attacks: 6 against 1');
  });

  test('save and load replay to the identical state; a tampered save is refused', async () => {
    const game = await start(5);
    await playOut(game, { red: randomBot(1), blue: randomBot(2) }, 12);
    const saved = JSON.parse(JSON.stringify(await game.save()));
    const loaded = await GameSession.load(saved, nativeHost(serve(skirmish)));
    expect(await loaded.hash()).toBe(await game.hash());
    expect(loaded.length).toBe(game.length);
    await expect(GameSession.load({ ...saved, seed: saved.seed + 1 }, nativeHost(serve(skirmish)))).rejects.toThrow(/replay/);
  });

  test('the random bot plays a game to its end', async () => {
    const game = await start(11);
    const outcome = await playOut(game, { red: randomBot(1), blue: randomBot(2) });
    expect(outcome.kind).toBe('ended');
    expect(game.result?.reason).toMatch(/won the fight/);
  });
});

describe('house rules', () => {
  test('a house rule wraps a hook; the base game is unchanged without it', async () => {
    const fierce = defineHouseRule<{ attackBonus: (role: string) => number }>({
      hooks: { attackBonus: (next, role) => next(role) + (role === 'blue' ? 1 : 0) },
    });
    const fight = async (houseRules: { name: string; rule: typeof fierce }[]) => {
      const game = await GameSession.create({ host: nativeHost(serve(skirmish, houseRules)), bundle: emptyBundle, seed: 1, script: [{ dice: [3, 3] }] });
      await game.apply('red', { type: 'move', to: 1 });
      await game.apply('blue', { type: 'move', to: 3 });
      await game.apply('red', { type: 'move', to: 2 });
      await game.apply('blue', { type: 'attack' });
      return game.result;
    };
    expect(await fight([])).toBeNull();
    expect(await fight([{ name: 'fierce-blue', rule: fierce }])).toMatchObject({ winner: 'blue' });
  });
});

describe('when the rules fail', () => {
  test('the session restores the state before the failed action and the game goes on', async () => {
    const brittle = {
      ...skirmish,
      apply: (s: never, action: { type: string }, role: string, ctx: never) => {
        if (action.type === 'wait' && role === 'blue') {
          (s as { at: Record<string, number> }).at.blue = 99;
          throw new Error('the rules tripped');
        }
        return skirmish.apply(s, action as never, role, ctx);
      },
    } as typeof skirmish;
    const game = await GameSession.create({ host: nativeHost(serve(brittle)), bundle: emptyBundle, seed: 1 });
    await game.apply('red', { type: 'move', to: 1 });
    const before = await game.hash();
    await expect(game.apply('blue', { type: 'wait' })).rejects.toThrow('the rules tripped');
    expect(await game.hash()).toBe(before);
    expect(game.length).toBe(1);
    expect(await game.apply('blue', { type: 'move', to: 3 })).toMatchObject({ ok: true });
  });
});
