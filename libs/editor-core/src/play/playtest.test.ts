import { describe, expect, it } from 'vitest';
import { GameSession, ismctsBot, nativeHost, randomBot, type Bot } from '@kriegsspiel/engine';
import { serve, type ScenarioBundle } from '@kriegsspiel/rules-sdk';
import sealedOrders from '@kriegsspiel/engine/test-support/sealed-orders';
import { race, raceBundle as bundle } from '../test-support/race-rules';
import { Playtest } from './playtest';

async function session(): Promise<GameSession> {
  return GameSession.create({ host: nativeHost(serve(race)), bundle, seed: 7 });
}

/** A bot that always steps. */
const stepper: Bot = {
  name: 'stepper',
  choose: (_role, actions) => actions.find((a) => (a.action as { type: string }).type === 'step') ?? (actions[0] as never),
};

describe('Playtest', () => {
  it('hot-seat: hands the screen over before each person acts, and shows only their side', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['north', 'south'], bots: {} });
    expect(playtest.state).toMatchObject({ seat: undefined, handOver: 'north', toAct: 'north', legal: [], view: undefined, log: [] });
    await playtest.takeSeat();
    expect(playtest.state).toMatchObject({ seat: 'north', handOver: undefined, toAct: 'north' });
    expect(playtest.state.legal.map((a) => a.prompt)).toEqual(['Step to 1', 'Throw', 'Stall']);
    expect(playtest.state.view).toMatchObject({ secret: { north: 'the ford' } });
    expect(JSON.stringify(playtest.state.view)).not.toContain('bridge');

    expect(await playtest.play({ type: 'step' })).toEqual({ ok: true });
    // South is to act: nothing is shown until South sits down.
    expect(playtest.state).toMatchObject({ seat: 'north', handOver: 'south', legal: [], view: undefined, log: [], actions: 1 });
    await playtest.takeSeat();
    expect(playtest.state.seat).toBe('south');
    expect(playtest.state.log.map((l) => l.text)).toEqual(['north steps']);
    expect(JSON.stringify(playtest.state)).not.toContain('ford');
  });

  it('against a bot: the bot answers at once and the person keeps the screen', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['south'], bots: { north: stepper } });
    // North moved first, by itself.
    expect(playtest.state).toMatchObject({ seat: 'south', handOver: undefined, toAct: 'south', actions: 1 });
    await playtest.play({ type: 'stall' });
    expect(playtest.state).toMatchObject({ toAct: 'south', actions: 3 });
    expect(playtest.state.view).toMatchObject({ at: { north: 2, south: 0 } });
  });

  it('undo takes back the seat’s action and the bot’s answer, unless chance or a secret was involved', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['south'], bots: { north: stepper } });
    expect(playtest.state.undoable).toBe(0);
    await playtest.play({ type: 'step' });
    expect(playtest.state.undoable).toBe(2);
    expect(await playtest.undo()).toBe(true);
    expect(playtest.state).toMatchObject({ actions: 1, toAct: 'south', view: { at: { north: 1, south: 0 } } });
    await playtest.play({ type: 'throw' });
    expect(playtest.state.undoable).toBe(0);
    expect(await playtest.undo()).toBe(false);
  });

  it('in hot-seat, undo never takes back the other person’s action', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['north', 'south'], bots: {} });
    await playtest.takeSeat();
    await playtest.play({ type: 'step' });
    await playtest.takeSeat();
    expect(playtest.state).toMatchObject({ seat: 'south', undoable: 0 });
  });

  it('refuses an action out of turn or before the hand-over, and plays a game of bots to its end', async () => {
    const hotSeat = await Playtest.start({ session: await session(), humans: ['north', 'south'], bots: {} });
    expect(await hotSeat.play({ type: 'step' })).toEqual({ ok: false, reason: 'hand the screen over first' });
    const bots = await Playtest.start({ session: await session(), humans: [], bots: { north: randomBot(1), south: randomBot(2) } });
    expect(bots.state.result?.reason).toMatch(/got there/);
    expect(bots.state.toAct).toBeUndefined();
  });

  it('seats a search bot with the game: the ISMCTS bot thinks in the guest and answers the person', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['south'], bots: { north: ismctsBot(3, 16) } });
    expect(playtest.state.toAct).toBe('south');
    expect(playtest.state.actions).toBe(1);
    expect(playtest.session.actions[0]?.role).toBe('north');
    expect(await playtest.play({ type: 'step' })).toEqual({ ok: true });
    expect(playtest.session.actions.map((a) => a.role)).toEqual(['north', 'south', 'north']);
  });

  it('tells its listeners of every change, and saves the game as the engine does', async () => {
    const playtest = await Playtest.start({ session: await session(), humans: ['south'], bots: { north: stepper } });
    const seen: number[] = [];
    const stop = playtest.subscribe((state) => seen.push(state.actions));
    await playtest.play({ type: 'step' });
    stop();
    await playtest.play({ type: 'step' });
    expect(seen).toEqual([3]);
    const saved = await playtest.save();
    expect(saved).toMatchObject({
      format: 'kriegsspiel-game/1',
      seed: 7,
      history: [{ role: 'north' }, { role: 'south' }, { role: 'north' }, { role: 'south' }, { role: 'north' }],
    });
  });

  it('needs a person or a bot in every seat', async () => {
    await expect(Playtest.start({ session: await session(), humans: ['south'], bots: {} })).rejects.toThrow(/nobody plays north/);
  });
});

/** The sealed-orders fixture's bundle, as far as its rules read it (they read nothing of the map or the forces). */
const sealedBundle = {
  scenario: { id: 'sealed-orders', players: [{ id: 'north' }, { id: 'south' }] },
  map: {},
  oob: {},
  manifest: {},
  options: {},
} as unknown as ScenarioBundle;

describe('Playtest with simultaneous choices', () => {
  const sealedSession = () => GameSession.create({ host: nativeHost(serve(sealedOrders)), bundle: sealedBundle, seed: 3 });

  it('two people at one screen: each chooses behind a hand-over, and neither sees the other’s order before both are in', async () => {
    const playtest = await Playtest.start({ session: await sealedSession(), humans: ['north', 'south'], bots: {} });
    expect(playtest.state).toMatchObject({ handOver: 'north', toAct: 'north', active: ['north', 'south'], legal: [], view: undefined });
    await playtest.takeSeat();
    expect(playtest.state.legal.map((a) => a.prompt)).toEqual(['Seal the order: advance', 'Seal the order: hold', 'Seal the order: feint']);
    expect(await playtest.play({ type: 'order', order: 'feint' })).toEqual({ ok: true });
    // South chooses in the same turn: the screen goes over first, and shows nothing of North's order.
    expect(playtest.state).toMatchObject({ seat: 'north', handOver: 'south', toAct: 'south', active: ['south'], legal: [], view: undefined, log: [] });
    await playtest.takeSeat();
    expect(playtest.state).toMatchObject({ seat: 'south', view: { mine: null, waitingFor: ['south'] } });
    expect(playtest.state.log.map((l) => l.text)).toEqual(['north seals an order']);
    expect(JSON.stringify([playtest.state.view, playtest.state.log])).not.toContain('feint');
    expect(await playtest.play({ type: 'order', order: 'hold' })).toEqual({ ok: true });
    // Both are in: the next turn starts with North (another hand-over), and both orders are open.
    expect(playtest.state).toMatchObject({ handOver: 'north', active: ['north', 'south'] });
    await playtest.takeSeat();
    expect(playtest.state.view).toMatchObject({ lastClash: { orders: { north: 'feint', south: 'hold' } } });
  });

  it('one person against a bot: both are asked each turn, and the person’s refused order changes nothing', async () => {
    const playtest = await Playtest.start({ session: await sealedSession(), humans: ['south'], bots: { north: randomBot(5) } });
    // North (the bot) sealed first; South is asked in the same turn and sees only that North has sealed.
    expect(playtest.state).toMatchObject({ seat: 'south', handOver: undefined, toAct: 'south', active: ['south'], actions: 1, view: { turn: 1, mine: null } });
    expect(await playtest.play({ type: 'order', order: 'retreat' })).toMatchObject({ ok: false });
    expect(playtest.state).toMatchObject({ toAct: 'south', actions: 1 });
    for (let turn = 1; playtest.state.result === null && turn <= 3; turn++) expect(await playtest.play({ type: 'order', order: 'hold' })).toEqual({ ok: true });
    expect(playtest.state.result?.reason).toMatch(/clashes/);
    expect(playtest.state).toMatchObject({ toAct: undefined, active: [], legal: [] });
  });
});
