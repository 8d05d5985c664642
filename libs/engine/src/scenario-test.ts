import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { canonicalJson, type ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import { containsDeep, containsShallow, matchesPartially, valueAt } from './match';
import type { GameSession } from './session';

/** The scripted outcomes of a test document, in the form the generator takes. */
export function scriptOf(test: ScenarioTestDocument): ScriptedOutcome[] {
  return (test.random ?? []).map((o) =>
    o.dice !== undefined ? { dice: [...o.dice], ...(o.sides !== undefined ? { sides: o.sides } : {}) } : { draws: [...(o.draws ?? [])], ...(o.from !== undefined ? { from: o.from } : {}) },
  );
}

/** One failed expectation or step, located in the test file by JSON pointer. */
export interface TestFailure {
  pointer: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

/** The outcome of one scenario test. */
export interface TestOutcome {
  name: string;
  status: 'passed' | 'failed' | 'expected-failure' | 'unexpected-pass';
  failures: TestFailure[];
  /** Set when the test could not run at all (the rules threw, the scenario is missing). */
  error?: string;
}

/**
 * Runs a scenario test on a session the host has created for it (the scenario or the
 * test's own set-up, its seed and its scripted outcomes). Stops at the first step whose
 * action goes wrong, since later steps would only repeat the failure.
 */
export async function runScenarioTest(test: ScenarioTestDocument, session: GameSession): Promise<TestOutcome> {
  const failures: TestFailure[] = [];
  for (const [i, step] of test.steps.entries()) {
    const at = `/steps/${i}`;
    const role = step.role ?? session.active[0];
    if (step.action !== undefined) {
      if (role === undefined) {
        failures.push({ pointer: `${at}/role`, message: 'no role is to act, so the action cannot be taken; name the role' });
        break;
      }
      const outcome = await session.apply(role, step.action);
      if (step.refused !== undefined) {
        if (outcome.ok) {
          failures.push({ pointer: `${at}/refused`, message: `the action was accepted, but it should have been refused`, expected: `refused: …${step.refused}…`, actual: 'accepted' });
          break;
        }
        if (!outcome.reason.includes(step.refused)) failures.push({ pointer: `${at}/refused`, message: 'the action was refused, but for another reason', expected: step.refused, actual: outcome.reason });
      } else if (!outcome.ok) {
        failures.push({ pointer: `${at}/action`, message: `${role}'s action was refused: ${outcome.reason}`, expected: 'accepted', actual: outcome.reason });
        break;
      }
    }
    for (const [j, e] of (step.expect ?? []).entries()) {
      const failure = await check(session, e, role, `${at}/expect/${j}`);
      if (failure) failures.push(failure);
    }
  }
  const failed = failures.length > 0;
  const status = test.expectedFailure ? (failed ? 'expected-failure' : 'unexpected-pass') : failed ? 'failed' : 'passed';
  return { name: test.name, status, failures };
}

type Expectation = NonNullable<ScenarioTestDocument['steps'][number]['expect']>[number];

async function check(session: GameSession, e: Expectation, stepRole: string | undefined, pointer: string): Promise<TestFailure | undefined> {
  const fail = (expected: unknown, actual: unknown): TestFailure => ({ pointer, message: e.message, expected, actual });
  if (e.legal !== undefined || e.illegal !== undefined) {
    const role = e.role ?? stepRole ?? session.active[0];
    const legal = role === undefined ? [] : await session.legalActions(role);
    const wanted = (e.legal ?? e.illegal) as unknown;
    const found = legal.some((l) => matchesPartially(l.action, wanted));
    if (e.legal !== undefined && !found) return fail({ legal: wanted }, { legalActions: legal.map((l) => l.action).slice(0, 20), count: legal.length });
    if (e.illegal !== undefined && found) return fail({ illegal: wanted }, { legalMatch: legal.find((l) => matchesPartially(l.action, wanted))?.action });
    return undefined;
  }
  if (e.ended !== undefined) {
    const result = session.result;
    if (!result) return fail(e.ended, 'the game goes on');
    if (e.ended.winner !== undefined && result.winner !== e.ended.winner) return fail(e.ended, result);
    if (e.ended.reason !== undefined && !result.reason.includes(e.ended.reason)) return fail(e.ended, result);
    return undefined;
  }
  const source = e.in === undefined || e.in === 'state' ? await session.state() : await session.view(e.in);
  if (e.notContains !== undefined) {
    // A secret must be absent from the role's view and from the log it reads.
    const log = e.in === undefined || e.in === 'state' ? [] : session.log(e.in);
    const where = containsDeep(source, e.notContains) ? 'view' : containsDeep(log, e.notContains) ? 'log' : undefined;
    return where ? fail({ notContains: e.notContains }, `found in the ${where}`) : undefined;
  }
  const { found, value } = valueAt(source, e.path ?? '');
  if (!found) return fail(e.equals ?? e.contains, `nothing at ${e.path}`);
  if ('equals' in e && canonicalJson(value) !== canonicalJson(e.equals)) return fail(e.equals, value);
  if ('contains' in e && !containsShallow(value, e.contains)) return fail({ contains: e.contains }, value);
  return undefined;
}
