// Games for browser tests, made on the test runner's Node side as the workspace server makes
// them (see `vitest.commands.ts`): the mods of mods/ and the command line's fixture mods,
// served as `mods` and `mods-2`.
import { commands } from 'vitest/browser';
import type { PortableGame, RulesFailure, SimulationSummary, GameReport } from '@kriegsspiel/runner/browser';
import type { GameRequest, GameSource } from '../rules/game-source';
import { GameLoadError } from '../rules/game-source';

type GameAnswer = { ok: true; game: PortableGame } | { ok: false; failure: RulesFailure };

/** What `kriegsspiel simulate --json` prints. */
export type SimulateJson = SimulationSummary & { scenario: string; games: number; results: GameReport[] };

/** What `kriegsspiel test --json` prints (the parts tests read). */
export interface CliTestJson {
  passed: number;
  failed: number;
  tests: { name: string; status: string; failures: { pointer: string; message: string; line: number }[] }[];
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    portableGame(scenario: string, houseRules?: string[]): Promise<GameAnswer>;
    simulate(scenario: string, games: number, seed: number): Promise<SimulateJson>;
    cliTest(text: string): Promise<CliTestJson>;
  }
}

/** A scenario ready to play; throws a GameLoadError when it cannot be. */
export async function fixtureGame(scenario: string, houseRules: string[] = []): Promise<PortableGame> {
  const answer = await commands.portableGame(scenario, houseRules);
  if (!answer.ok) throw new GameLoadError(answer.failure);
  return answer.game;
}

/** A game source over the fixtures, as the studio's server is one; it counts its requests. */
export function fixtureGames(): GameSource & { requests: GameRequest[] } {
  const requests: GameRequest[] = [];
  return {
    requests,
    game(request) {
      requests.push(request);
      return fixtureGame(request.scenario, [...(request.houseRules ?? [])]);
    },
  };
}

/** `npx kriegsspiel simulate <scenario> --mods tools/cli/test-fixtures/mods --games N --seed S --json`. */
export function simulateJson(scenario: string, games: number, seed: number): Promise<SimulateJson> {
  return commands.simulate(scenario, games, seed);
}

/** Runs a scenario test's text with `npx kriegsspiel test --json` (over mods/ and the fixture mods). */
export function cliTest(text: string): Promise<CliTestJson> {
  return commands.cliTest(text);
}
