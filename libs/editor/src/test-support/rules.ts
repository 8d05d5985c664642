// Games for browser tests, made on the test runner's Node side as the workspace server makes
// them (see `vitest.commands.ts`): the mods of mods/ and the command line's fixture mods,
// served as `mods` and `mods-2`; and scenario tests as the server prepares them, with the
// command line's failing tests served as `failing`.
import { commands } from 'vitest/browser';
import type { GameReport, RulesFailure, SimulationSummary, TestRecord } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import type { GameRequest, GameSource } from '../rules/game-source';
import type { ListedTest, PreparedTests, TestSource } from '../rules/test-source';
import { GameLoadError } from '../rules/game-source';

type GameAnswer = { ok: true; game: PortableGame } | { ok: false; failure: RulesFailure; bundle?: PortableGame['bundle'] };

/** What `kriegsspiel test --json` prints. */
export interface CliTestJson {
  passed: number;
  failed: number;
  skipped: number;
  tests: TestRecord[];
}

/** What `kriegsspiel simulate --json` prints. */
export type SimulateJson = SimulationSummary & { scenario: string; games: number; results: GameReport[] };

declare module 'vitest/browser' {
  interface BrowserCommands {
    portableGame(scenario: string, houseRules?: string[]): Promise<GameAnswer>;
    simulate(scenario: string, games: number, seed: number, bots?: string[] | null, more?: string[]): Promise<SimulateJson>;
    cliTest(text: string): Promise<CliTestJson>;
    listTests(mod?: string): Promise<ListedTest[]>;
    prepareTests(paths: string[]): Promise<PreparedTests>;
    cliTests(paths: string[]): Promise<CliTestJson>;
  }
}

/** A scenario ready to play; throws a GameLoadError when it cannot be. */
export async function fixtureGame(scenario: string, houseRules: string[] = []): Promise<PortableGame> {
  const answer = await commands.portableGame(scenario, houseRules);
  if (!answer.ok) throw new GameLoadError(answer.failure, answer.bundle);
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

/** `npx kriegsspiel simulate <scenario> --mods tools/cli/test-fixtures/mods --games N --seed S [--bots a,b] --json`. */
export function simulateJson(scenario: string, games: number, seed: number, bots?: string[]): Promise<SimulateJson> {
  return commands.simulate(scenario, games, seed, bots);
}

/** What `kriegsspiel simulate --compare --json` prints: a set of games per row, the base game's first. */
export interface CompareJson {
  variants: (SimulateJson & { label: string; change?: unknown })[];
}

/** `npx kriegsspiel simulate <scenario> … --compare --house-rule <mod>… --json`: the base game and the game with the house rules, on the same seeds. */
export function compareJson(scenario: string, games: number, seed: number, houseRules: string[]): Promise<CompareJson> {
  return commands.simulate(scenario, games, seed, null, ['--compare', ...houseRules.flatMap((h) => ['--house-rule', h])]) as unknown as Promise<CompareJson>;
}

/** Runs a scenario test's text with `npx kriegsspiel test --json` (over mods/ and the fixture mods). */
export function cliTest(text: string): Promise<CliTestJson> {
  return commands.cliTest(text);
}

/**
 * Tests as the studio's server gives them, over `mods` (mods/), `mods-2` (the command line's
 * fixture mods) and `failing` (its failing tests); it counts its requests.
 */
export function fixtureTests(): TestSource & { prepared: string[][] } {
  const prepared: string[][] = [];
  return {
    prepared,
    listTests: (mod) => commands.listTests(mod),
    prepareTests: (paths) => {
      prepared.push([...paths]);
      return commands.prepareTests([...paths]);
    },
  };
}

/** `npx kriegsspiel test <files> --mods tools/cli/test-fixtures/mods --json` for these workspace paths. */
export function cliTestJson(paths: string[]): Promise<CliTestJson> {
  return commands.cliTests(paths);
}
