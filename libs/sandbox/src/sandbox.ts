/**
 * The sandbox of the command line and the server: runs one mod in its own QuickJS
 * instance inside its own Node worker thread, one call at a time (see
 * {@link SandboxSupervisor} for the limits and what happens after a failure).
 */
import { bundleMod } from './bundle';
import { resolveLimits } from './limits';
import { getWorkerRuntime } from './node/worker-runtime';
import { WorkerSession } from './node/worker-session';
import { checkId, type SandboxOptions } from './results';
import { DEFAULT_SDK_SOURCE } from './sdk-stub';
import { SandboxSupervisor } from './supervisor';

export class Sandbox extends SandboxSupervisor {
  /**
   * Bundles the mod, starts its worker and loads it. Rejects with a
   * {@link SandboxError}: `load-error` for a mod that does not bundle or throws
   * while loading, or the code of a limit it hit while loading.
   */
  static async load(options: SandboxOptions): Promise<Sandbox> {
    checkId(options.id);
    const limits = resolveLimits(options.limits);
    const sdkSource = options.sdkSource ?? DEFAULT_SDK_SOURCE;
    if (typeof sdkSource !== 'string') throw new TypeError('sdkSource must be a string');
    const mod = await bundleMod(options);
    const sandbox = new Sandbox({ id: options.id, limits, mod, sdkSource, openSession: async (name) => WorkerSession.open(await getWorkerRuntime(), name) });
    await sandbox.begin();
    return sandbox;
  }
}
