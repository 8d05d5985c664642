// What the guest answers is the guest's: text that is not JSON, or JSON of the wrong shape
// (roles that are not plain names, a log that is not a list of lines…), is the rules' fault,
// reported as the sandbox reports a result it cannot use (`invalid-output`), naming the rules
// and the call, never as a failure of the host.
import type { ActionCount, Applied, GameResult, LogEntry, Refused } from '@kriegsspiel/rules-sdk';
import type { GuestCall, RulesHost } from './host';

/**
 * An answer of the rules that the host cannot use. Shaped as the sandbox's errors are
 * (`code`, `reason`, `phase`), so it is described as theirs are (see describeFailure).
 */
export class GuestAnswerError extends Error {
  override name = 'InvalidOutputError';
  readonly code = 'invalid-output';
  readonly reason = 'shape';
  readonly phase = 'call';
}

/** Names that must never be roles: they would reach the prototype of an object keyed by role. */
const RESERVED = new Set(['__proto__', 'constructor', 'prototype']);

function rulesOf(host: RulesHost): string {
  return host.id !== undefined ? `the rules of \`${host.id}\`` : 'the rules';
}

function fail(host: RulesHost, call: GuestCall, what: string): never {
  throw new GuestAnswerError(`${rulesOf(host)} answered \`${call}\` with ${what}; the answer is the rules' (or something the mod replaced), not the host's`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(JSON.stringify(value)).slice(0, 60)}`;
}

/** Parses the guest's answer to `call`; text that is not JSON is the rules' {@link GuestAnswerError}. */
export function parseAnswer(host: RulesHost, call: GuestCall, text: unknown): unknown {
  if (typeof text !== 'string') fail(host, call, `a ${typeof text} instead of JSON text`);
  try {
    return JSON.parse(text);
  } catch {
    fail(host, call, `text that is not JSON (${JSON.stringify(text.slice(0, 60))}${text.length > 60 ? '…' : ''})`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A role name as the rules give it: a plain, non-empty string that is not a prototype's key. */
export function isRoleName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && !RESERVED.has(value);
}

function checkRoles(host: RulesHost, call: GuestCall, value: unknown, what: string): string[] {
  if (!Array.isArray(value)) fail(host, call, `${what} that is ${describe(value)}, not a list of roles`);
  for (const role of value) if (!isRoleName(role)) fail(host, call, `${what} listing ${describe(role)}, which is not a role name`);
  return value as string[];
}

function checkResult(host: RulesHost, call: GuestCall, value: unknown): GameResult | null {
  if (value === null) return null;
  if (!isRecord(value)) fail(host, call, `a result that is ${describe(value)}`);
  if (value['winner'] !== null && !isRoleName(value['winner'])) fail(host, call, `a result whose winner is ${describe(value['winner'])}`);
  if (typeof value['reason'] !== 'string') fail(host, call, `a result whose reason is ${describe(value['reason'])}`);
  return value as unknown as GameResult;
}

function checkLog(host: RulesHost, call: GuestCall, value: unknown): LogEntry[] {
  if (!Array.isArray(value)) fail(host, call, `a log that is ${describe(value)}`);
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry['text'] !== 'string') fail(host, call, `a log line that is ${describe(entry)}`);
    if (entry['to'] !== undefined) checkRoles(host, call, entry['to'], 'a log line for');
  }
  return value as LogEntry[];
}

/** What `setup`, `load`, `apply` and `applyIndex` answer: an accepted action (or set-up), or a refusal. */
export function appliedAnswer(host: RulesHost, call: GuestCall, text: unknown): (Applied & { action?: unknown }) | Refused {
  const value = parseAnswer(host, call, text);
  if (!isRecord(value)) fail(host, call, describe(value));
  if (value['ok'] === false) {
    if (typeof value['reason'] !== 'string') fail(host, call, `a refusal whose reason is ${describe(value['reason'])}`);
    return value as unknown as Refused;
  }
  if (value['ok'] !== true) fail(host, call, `an answer whose \`ok\` is ${describe(value['ok'])}`);
  checkRoles(host, call, value['active'], '`active`');
  checkLog(host, call, value['log']);
  if (typeof value['barrier'] !== 'boolean') fail(host, call, `a \`barrier\` that is ${describe(value['barrier'])}`);
  checkResult(host, call, value['result']);
  return value as unknown as Applied & { action?: unknown };
}

/** What `count` answers. */
export function countAnswer(host: RulesHost, text: unknown): ActionCount {
  const value = parseAnswer(host, 'count', text);
  if (!isRecord(value) || !Number.isSafeInteger(value['count']) || (value['count'] as number) < 0) fail(host, 'count', `${describe(value)} instead of a count`);
  const concedes = value['concedes'];
  if (!Array.isArray(concedes) || !concedes.every((i) => Number.isSafeInteger(i))) fail(host, 'count', `concessions that are ${describe(concedes)}`);
  return value as unknown as ActionCount;
}

/** What `hash` answers: a string. */
export function hashAnswer(host: RulesHost, text: unknown): string {
  const value = parseAnswer(host, 'hash', text);
  if (typeof value !== 'string') fail(host, 'hash', `${describe(value)} instead of a hash`);
  return value;
}

/** What `actions` answers: a list of legal actions. */
export function actionsAnswer<T>(host: RulesHost, text: unknown): T[] {
  const value = parseAnswer(host, 'actions', text);
  if (!Array.isArray(value)) fail(host, 'actions', `${describe(value)} instead of a list of actions`);
  for (const entry of value) if (!isRecord(entry) || !('action' in entry)) fail(host, 'actions', `a legal action that is ${describe(entry)}`);
  return value as T[];
}
