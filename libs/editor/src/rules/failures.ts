// Failures of a game's rules as the studio shows them: every file a workspace path, so that
// a click opens the mod's own file at the line.
import { describeFailure, type RulesFailure } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import { GameLoadError } from './game-source';

/** Codes after which the sandbox threw its worker away and started a fresh one. */
const fatal = new Set(['timeout', 'out-of-memory', 'stack-overflow', 'crashed']);

/** Whether the rules' worker was replaced after this failure. */
export function replacedWorker(failure: RulesFailure): boolean {
  return fatal.has(failure.code);
}

/** Describes what a game's rules (or their loading) threw, with the stack's files as the workspace names them. */
export function studioFailure(error: unknown, game?: Pick<PortableGame, 'program'>): RulesFailure {
  if (error instanceof GameLoadError) return error.failure;
  const failure = describeFailure(error, game?.program);
  if (failure.stack && game) {
    let stack = failure.stack;
    for (const [prefix, folder] of Object.entries(game.program.origins))
      stack = stack.split(`(${prefix}`).join(`(${folder}`).split(`at ${prefix}`).join(`at ${folder}`);
    failure.stack = stack;
  }
  return failure;
}
