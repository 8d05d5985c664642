/**
 * The sandbox of the studio: the same supervisor, worker core and QuickJS as the
 * command line's {@link SandboxSupervisor}, with a browser Web Worker for the thread.
 * A browser has no esbuild: it loads a mod bundled elsewhere (`prepareMod` on the
 * workspace server), whose source map still points errors at the mod's own files.
 */
import { bundledModOf, type PreparedMod } from '../bundled-mod';
import { LoadError } from '../errors';
import { resolveLimits, type SandboxLimits } from '../limits';
import { checkId } from '../results';
import { DEFAULT_SDK_SOURCE } from '../sdk-stub';
import { SandboxSupervisor } from '../supervisor';
import { defaultBrowserRuntime, type BrowserRuntime } from './runtime';
import { WebWorkerSession } from './web-worker-session';

export interface BrowserSandboxOptions {
  /** Names the mod in errors and in the worker's name. */
  id: string;
  /** The mod, bundled (see `prepareMod`). */
  mod: PreparedMod;
  /** Overrides of the default limits. */
  limits?: Partial<SandboxLimits>;
  /** Source of the `@kriegsspiel/rules-sdk` module; defaults to a small stub. */
  sdkSource?: string;
  /** Where QuickJS and the workers come from; the page's own by default. */
  runtime?: BrowserRuntime;
}

export class BrowserSandbox extends SandboxSupervisor {
  /**
   * Starts a Web Worker and loads the mod in it. Rejects with a `SandboxError`:
   * `load-error` for a mod that throws while loading, or the code of a limit it hit.
   */
  static async load(options: BrowserSandboxOptions): Promise<BrowserSandbox> {
    checkId(options.id);
    const limits = resolveLimits(options.limits);
    const sdkSource = options.sdkSource ?? DEFAULT_SDK_SOURCE;
    if (typeof sdkSource !== 'string') throw new TypeError('sdkSource must be a string');
    let mod;
    try {
      mod = bundledModOf(options.mod);
    } catch (error) {
      throw new LoadError({ reason: 'spec', phase: 'load', message: (error as Error).message });
    }
    const runtime = options.runtime ?? defaultBrowserRuntime;
    const sandbox = new BrowserSandbox({
      id: options.id,
      limits,
      mod,
      sdkSource,
      openSession: async (name) => {
        const wasmModule = await runtime.wasmModule();
        return new WebWorkerSession(runtime.createWorker(name), wasmModule);
      },
    });
    await sandbox.begin();
    return sandbox;
  }
}
