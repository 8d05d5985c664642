// Napoleon's Eagles, played natively by the mod's own rules: a defence card (6.5 C) and the card a
// defender discards instead (6.5 D) are laid face up, so once played they cannot be undone.
import path from 'node:path';
import { GameSession } from '@kriegsspiel/engine';
import { describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { nativeModHost } from './hosts';
import { loadScenario } from './scenario';

const mods = path.resolve(import.meta.dirname, '../../../mods');

/** Plays Quatre Bras (random-looking choices from a fixed sequence) until `kind` is legal, then plays it; says whether undo is then offered. */
async function undoAfter(kind: 'defend' | 'discard'): Promise<{ played: string; canUndo: boolean }> {
  const spec = loadScenario(ModCatalogue.read([mods]), 'napoleons-eagles-quatre-bras');
  const host = await nativeModHost(spec.program);
  try {
    for (let seed = 1; seed <= 20; seed++) {
      const session = await GameSession.create({ host, bundle: spec.bundle, seed });
      let x = seed;
      for (let i = 0; i < 2000 && !session.result; i++) {
        const role = session.active[0] as string;
        const legal = await session.legalActions(role);
        const wanted = legal.findIndex((l) => (l.action as { type: string }).type === kind);
        if (wanted >= 0) {
          await session.applyIndex(role, wanted);
          return { played: JSON.stringify(legal[wanted]?.action), canUndo: session.canUndo };
        }
        x = (x * 1103515245 + 12345) >>> 0;
        await session.applyIndex(role, x % legal.length);
      }
    }
    throw new Error(`no ${kind} action came up in 20 games`);
  } finally {
    await host.dispose();
  }
}

describe("Napoleon's Eagles: cards shown to the enemy", () => {
  test.each(['defend', 'discard'] as const)(
    'a %s card, once shown, cannot be taken back by an undo',
    async (kind) => {
      const { played, canUndo } = await undoAfter(kind);
      expect(played).toContain(kind);
      expect(canUndo).toBe(false);
    },
    120_000,
  );
});
