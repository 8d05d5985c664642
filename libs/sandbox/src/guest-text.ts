import type { CallResult } from './results';

/**
 * Calls one of the generated guest entry's functions, which take and return JSON text, and
 * gives back that text: what a rules host (`sandboxHost` in Node, `browserSandboxHost` in a
 * page) does for every call. A failed call throws its `SandboxError`; an answer that is not
 * text means the entry or the SDK is broken, not the mod.
 */
export async function callGuestText(sandbox: { call(name: string, argsJson: string): Promise<CallResult> }, name: string, argument: string): Promise<string> {
  const result = await sandbox.call(name, JSON.stringify([argument]));
  if (!result.ok) throw result.error;
  const text: unknown = JSON.parse(result.json);
  if (typeof text !== 'string')
    throw new Error(`the guest's \`${name}\` answered ${result.json.slice(0, 80)} instead of JSON text; the generated entry or the SDK is broken`);
  return text;
}
