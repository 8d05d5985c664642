import type { GameResult } from '@kriegsspiel/rules-sdk';

/** A unit as the rules keep it. Its type and strength are secret from the enemy while it is face down. */
export interface Unit {
  id: string;
  /** The role (player) that commands it. */
  owner: string;
  type: string;
  strength: number;
  /** The hex it stands on; null when off the map. */
  hex: string | null;
  faceUp: boolean;
  destroyed: boolean;
}

/** The map as the rules need it after the set-up: terrain and neighbours of each hex, by label. */
export interface Board {
  terrain: Record<string, string[]>;
  adjacent: Record<string, string[]>;
  /** What each terrain adds to a defender. */
  defence: Record<string, number>;
  /** Terrain no unit may enter. */
  impassable: string[];
  /** The hex to hold at the end. */
  objective: string;
}

export interface OutpostState {
  turn: number;
  lastTurn: number;
  /** The roles in the order they act in each turn. */
  order: string[];
  /** The role to act now. */
  active: string;
  units: Record<string, Unit>;
  board: Board;
  over?: GameResult;
}

export type OutpostAction = { type: 'move'; unit: string; to: string } | { type: 'attack'; unit: string; target: string } | { type: 'pass' };

/** The points a house rule may change. */
export type OutpostHooks = {
  /** The strength a unit attacks with, before its die. */
  attackStrength: (unit: Unit, options: Record<string, unknown>) => number;
  /** What the terrain of a defender's hex adds to its defence. */
  defenceBonus: (terrain: string[], defence: Record<string, number>) => number;
};
