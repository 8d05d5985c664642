import { InvalidOutputError } from './errors';
import type { CallResult } from './results';

/**
 * Calls one of the generated guest entry's functions, which take and return JSON text, and
 * gives back that text: what a rules host (`sandboxHost` in Node, `browserSandboxHost` in a
 * page) does for every call. A failed call throws its `SandboxError`; an answer that is not
 * text is the mod's (the entry and the SDK run in its realm): an `invalid-output` naming it.
 */
export async function callGuestText(
  sandbox: { readonly id?: string; call(name: string, argsJson: string): Promise<CallResult> },
  name: string,
  argument: string,
): Promise<string> {
  const result = await sandbox.call(name, JSON.stringify([argument]));
  if (!result.ok) throw result.error;
  const text: unknown = JSON.parse(result.json);
  if (typeof text !== 'string')
    throw new InvalidOutputError({
      reason: 'shape',
      phase: 'call',
      message: `the mod${sandbox.id !== undefined ? ` \`${sandbox.id}\`` : ''} answered \`${name}\` with ${result.json.slice(0, 80)} instead of JSON text`,
    });
  return text;
}
