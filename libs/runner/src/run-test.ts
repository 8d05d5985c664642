import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { GameSession, runScenarioTest, type GuestCall, type RulesHost } from '@kriegsspiel/engine';
import type { ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import { describeFailure, failureText, type RulesFailure } from './failure';
import type { ProgramOrigins } from './locations';
import { withStatePatch } from './state-patch';
import { runCampaignTestSpec, type RunnableCampaign } from './run-campaign-test';

/**
 * What running a test needs besides the host: a loaded `TestSpec` on the command line, a
 * portable test in the studio. The program's origins name the mod's files in errors.
 */
export interface RunnableTest {
  seed: number;
  script: ScriptedOutcome[];
  statePatch?: Record<string, unknown>;
  game: { bundle: ScenarioBundle; program: { origins: ProgramOrigins } };
  /** Set for a test that names a campaign: `game` is then its first battle's. */
  campaign?: RunnableCampaign;
}

/** One failed expectation or step, located by JSON pointer in the test file. */
export interface TestFailureReport {
  pointer: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  /** Set when the rules failed (or could not be loaded) rather than disagreed. */
  error?: RulesFailure;
}

/** How one scenario test went. Expected failures count as passes and unexpected passes as failures. */
export interface TestReport {
  name: string;
  status: 'passed' | 'failed' | 'expected-failure' | 'unexpected-pass' | 'skipped';
  failures: TestFailureReport[];
  /** Why the test was skipped or is expected to fail. */
  note?: string;
}

/**
 * Follows a test's calls to tell what was running when the rules failed: the set-up, or
 * a step. The engine's runner takes the steps in order and calls `apply` once for each
 * step with an action, so the number of `apply` calls says which step it is in. The place
 * of the first failure is kept: after it the engine replays actions to restore the state.
 */
function stepTracker(host: RulesHost, test: ScenarioTestDocument) {
  const actionSteps = test.steps.flatMap((step, i) => (step.action !== undefined ? [i] : []));
  let settingUp = true;
  let applies = 0;
  let applying = false;
  let failedAt: string | undefined;
  const where = (): string => {
    if (settingUp) return test.scenario !== undefined ? '/scenario' : '/setup';
    if (applies === 0) return '/steps/0';
    const step = actionSteps[applies - 1] ?? 0;
    return applying ? `/steps/${step}/action` : `/steps/${step}`;
  };
  return {
    host: {
      mode: host.mode,
      async call(name: GuestCall, argument?: string) {
        applying = name === 'apply';
        if (applying) applies++;
        try {
          return await host.call(name, argument);
        } catch (cause) {
          failedAt ??= where();
          throw cause;
        }
      },
      dispose: () => host.dispose(),
    } satisfies RulesHost,
    /** Marks the end of the set-up. */
    setUp() {
      settingUp = false;
    },
    /** The pointer of what was running: the scenario (set-up), a step's action, or a step's expectations. */
    pointer(): string {
      return failedAt ?? where();
    },
  };
}

/**
 * Runs a loaded scenario test on a host (a fresh game: set-up, seed, scripted outcomes,
 * state patch). A failure of the rules — a program that does not load, a sandbox error, a
 * timeout — is that test's failure, located at the step that was running; it never escapes.
 */
export async function runTestSpec(test: ScenarioTestDocument, spec: RunnableTest, host: RulesHost | Promise<RulesHost>): Promise<TestReport> {
  if (spec.campaign) return runCampaignTestSpec(test, { ...spec, campaign: spec.campaign }, host);
  const expected = test.expectedFailure;
  const setupPointer = test.scenario !== undefined ? '/scenario' : '/setup';
  let loaded: RulesHost;
  try {
    loaded = await host;
  } catch (cause) {
    const error = describeFailure(cause, spec.game.program);
    return {
      name: test.name,
      status: expected !== undefined ? 'expected-failure' : 'failed',
      failures: [{ pointer: setupPointer, message: `the rules could not be loaded: ${failureText(error, false)}`, error }],
      ...(expected !== undefined ? { note: expected } : {}),
    };
  }
  const tracker = stepTracker(spec.statePatch ? withStatePatch(loaded, spec.statePatch) : loaded, test);
  try {
    const session = await GameSession.create({ host: tracker.host, bundle: spec.game.bundle, seed: spec.seed, script: spec.script });
    tracker.setUp();
    const outcome = await runScenarioTest(test, session);
    const failures = outcome.failures.map((f) => ({ ...f }));
    if (outcome.status === 'unexpected-pass') {
      failures.push({ pointer: '/expectedFailure', message: `the test passes, but it is marked as an expected failure ("${expected}"); remove \`expectedFailure\` if the rules are now right` });
    }
    return { name: test.name, status: outcome.status, failures, ...(expected !== undefined ? { note: expected } : {}) };
  } catch (cause) {
    const error = describeFailure(cause, spec.game.program);
    const pointer = tracker.pointer();
    const during = pointer === setupPointer ? 'while setting the game up' : pointer.endsWith('/action') ? 'while applying this action' : 'while checking this step';
    return {
      name: test.name,
      status: expected !== undefined ? 'expected-failure' : 'failed',
      failures: [{ pointer, message: `the rules failed ${during}: ${failureText(error, false)}`, error }],
      ...(expected !== undefined ? { note: expected } : {}),
    };
  }
}

/** The report of a test that did not finish (it ran out of time, or its worker died): a failure of the whole test, or an expected one. */
export function unfinishedReport(test: Pick<ScenarioTestDocument, 'name' | 'expectedFailure'>, message: string): TestReport {
  const expected = test.expectedFailure;
  return { name: test.name, status: expected !== undefined ? 'expected-failure' : 'failed', failures: [{ pointer: '', message }], ...(expected !== undefined ? { note: expected } : {}) };
}
