import type { PreparedMod } from '../bundled-mod';
import type { SandboxLimits } from '../limits';
import { callGuestText } from '../guest-text';
import { BrowserSandbox } from './browser-sandbox';
import type { BrowserRuntime } from './runtime';

/**
 * A rules host over a browser sandbox (the engine's `RulesHost`: every call takes and returns
 * JSON text); the sandbox is exposed for its statistics and its Stop.
 */
export interface BrowserRulesHost {
  readonly mode: 'sandbox';
  /** Names the rules in the engine's messages about them (the program's id). */
  readonly id: string;
  readonly sandbox: BrowserSandbox;
  call(name: string, argument?: string): Promise<string>;
  dispose(): Promise<void>;
}

/** A program's rules ready for a browser: what the workspace server's portable game carries. */
export interface BrowserProgram {
  program: { id: string; mod: PreparedMod; limits: Partial<SandboxLimits> };
  /** The rules SDK, bundled into one module. */
  sdkSource: string;
}

/**
 * Loads a portable game's rules into a fresh sandbox in a Web Worker, with the ruleset's
 * limits — the browser's `sandboxHost`. A call that fails throws its `SandboxError`;
 * loading rejects with one (a `load-error` names the mod's file and line).
 */
export async function browserSandboxHost(game: BrowserProgram, runtime?: BrowserRuntime): Promise<BrowserRulesHost> {
  const sandbox = await BrowserSandbox.load({
    id: game.program.id,
    mod: game.program.mod,
    limits: game.program.limits,
    sdkSource: game.sdkSource,
    ...(runtime ? { runtime } : {}),
  });
  return {
    mode: 'sandbox',
    id: game.program.id,
    sandbox,
    call: (name, argument = '') => callGuestText(sandbox, name, argument),
    dispose: () => sandbox.dispose(),
  };
}
