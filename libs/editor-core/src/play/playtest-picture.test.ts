// The board's pieces come from the ruleset's picture of the seat, shown only to that seat.
import { describe, expect, it } from 'vitest';
import { GameSession, nativeHost } from '@kriegsspiel/engine';
import { defineRuleset, serve } from '@kriegsspiel/rules-sdk';
import { race, raceBundle as bundle, type RaceState } from '../test-support/race-rules';
import { Playtest } from './playtest';

/** The race drawn on the hexes 0101…0701: the other runner only from its back, until its secret is shown. */
const pictured = defineRuleset<RaceState, Parameters<typeof race.apply>[1]>({
  ...race,
  picture: (s, role) => ({
    pieces: ['north', 'south'].map((r) => {
      const at = { hex: `0${(s.at[r] ?? 0) + 1}01` };
      return r === role || s.shown.includes(r) ? { at, side: r, id: r, label: s.secret[r] } : { at, side: r, faceDown: true as const };
    }),
  }),
});

describe('Playtest: the picture', () => {
  it('shows the seat its own picture, and nothing during a hand-over', async () => {
    const session = await GameSession.create({ host: nativeHost(serve(pictured)), bundle, seed: 7 });
    const playtest = await Playtest.start({ session, humans: ['north', 'south'], bots: {} });
    expect(playtest.state.picture).toBeUndefined();
    await playtest.takeSeat();
    expect(playtest.state.picture).toEqual({
      pieces: [
        { at: { hex: '0101' }, side: 'north', id: 'north', label: 'the ford' },
        { at: { hex: '0101' }, side: 'south', faceDown: true },
      ],
    });
    await playtest.play({ type: 'step' });
    expect(playtest.state.picture).toBeUndefined();
    await playtest.takeSeat();
    expect(playtest.state.picture?.pieces).toEqual([
      { at: { hex: '0201' }, side: 'north', faceDown: true },
      { at: { hex: '0101' }, side: 'south', id: 'south', label: 'the bridge' },
    ]);
  });

  it('is null for a ruleset that draws nothing: the board then lists the view alone', async () => {
    const session = await GameSession.create({ host: nativeHost(serve(race)), bundle, seed: 7 });
    const playtest = await Playtest.start({ session, humans: ['north'], bots: { south: { name: 'waits', choose: (_role, actions) => actions[2] as never } } });
    expect(playtest.state.picture).toBeNull();
    expect(playtest.state.view).toMatchObject({ at: { north: 0 } });
  });
});
