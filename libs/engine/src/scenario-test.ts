// The one scenario-test runner. It creates the game a test names (set-up, seed, scripted
// outcomes, state patch) and takes its steps itself, so when the rules fail it knows what it
// was doing and where that is in the test file: no host wrapped, no calls counted. The
// command line (in worker threads) and the studio's Tests panel (in Web Workers) both run it.
import type { CampaignDocument, ScenarioTestDocument } from '@kriegsspiel/formats';
import type { ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import { CampaignSession } from './campaign';
import { campaignTarget } from './campaign-test';
import type { RulesHost } from './host';
import { containsDeep, matchesPartially } from './match';
import { checkPath } from './path-check';
import { describeFailure, failureText, type ProgramOrigins, type RulesFailure } from './rules-failure';
import { GameSession } from './session';
import { withStatePatch } from './state-patch';

/** The scripted outcomes of a test document, in the form the generator takes. */
export function scriptOf(test: ScenarioTestDocument): ScriptedOutcome[] {
  return (test.random ?? []).map((o) =>
    o.dice !== undefined
      ? { dice: [...o.dice], ...(o.sides !== undefined ? { sides: o.sides } : {}) }
      : { draws: [...(o.draws ?? [])], ...(o.from !== undefined ? { from: o.from } : {}) },
  );
}

/** One failed expectation or step, located in the test file by JSON pointer. */
export interface TestFailure {
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
  failures: TestFailure[];
  /** Why the test was skipped or is expected to fail. */
  note?: string;
}

/** The game a test runs on, as its host loaded it (the test document says the rest: seed, scripted outcomes, state patch). */
export interface TestGame {
  /** The scenario bundle: the test's scenario, or its own set-up over its base scenario. */
  bundle: ScenarioBundle;
  /** The rules, or the promise of them: rules that do not load fail the test at its scenario. */
  host: RulesHost | Promise<RulesHost>;
  /** Where the program's mods are for the reader, to name their files in errors. */
  origins?: ProgramOrigins;
  /** For a test that names a campaign: the campaign and each battle's bundle (`bundle` is then the first battle's). */
  campaign?: TestCampaign;
}

/** A campaign a test runs: its document and the scenario bundle of each of its battles, by battle id. */
export interface TestCampaign {
  document: CampaignDocument;
  battles: Record<string, ScenarioBundle>;
}

/** What the steps act on: one game, or a campaign that moves on to its next battle between steps. */
export interface StepTarget {
  /** The game the next step acts on. */
  game(): Promise<GameSession>;
  /** Checks an expectation only this target can answer (a campaign's `battle`); undefined when the game checks it. */
  own?(e: Expectation, pointer: string): { failure: TestFailure | undefined } | undefined;
}

/** What the runner is doing: where that is in the test file, and how a person says it. */
interface Cursor {
  pointer: string;
  doing: string;
}

/**
 * Runs a scenario test on a fresh game: sets it up from the bundle and the test's seed,
 * scripted outcomes and state patch, then takes the steps. A failure of the rules — a
 * program that does not load, a sandbox error, a timeout — is the test's failure, located
 * where it happened (`/scenario` or `/setup` while setting up, `/steps/i/action` while
 * applying, `/steps/i` while checking); it never escapes. The host is not disposed: the
 * caller may keep it for the next test of the same program.
 */
export async function runScenarioTest(test: ScenarioTestDocument, game: TestGame): Promise<TestReport> {
  const cursor: Cursor = { pointer: test.campaign !== undefined ? '/campaign' : test.scenario !== undefined ? '/scenario' : '/setup', doing: 'loading' };
  let failures: TestFailure[];
  try {
    const loaded = await game.host;
    cursor.doing = 'setting the game up';
    const patch = test.setup?.state as Record<string, unknown> | undefined;
    const host = patch !== undefined ? withStatePatch(loaded, patch) : loaded;
    const seed = test.seed ?? 0;
    let target: StepTarget;
    if (game.campaign) {
      const { document, battles } = game.campaign;
      const bundleOf = (battle: string): ScenarioBundle => {
        const bundle = battles[battle];
        if (!bundle) throw new Error(`campaign ${document.id} has no battle ${battle}`);
        return bundle;
      };
      target = campaignTarget(await CampaignSession.start({ campaign: document, host, seed, script: scriptOf(test), bundleOf }));
    } else {
      const session = await GameSession.create({ host, bundle: game.bundle, seed, script: scriptOf(test) });
      target = { game: async () => session };
    }
    failures = await runSteps(target, test.steps, '/steps', cursor);
  } catch (cause) {
    const error = describeFailure(cause, game.origins ? { origins: game.origins } : undefined);
    const message =
      cursor.doing === 'loading'
        ? `the rules could not be loaded: ${failureText(error, false)}`
        : `the rules failed while ${cursor.doing}: ${failureText(error, false)}`;
    failures = [{ pointer: cursor.pointer, message, error }];
  }
  return reportOf(test, failures);
}

type Step = ScenarioTestDocument['steps'][number];

/**
 * Takes steps in order on a game in progress; `base` is where they are in the test file.
 * Stops at the first step whose action goes wrong, since later steps would only repeat
 * the failure. Keeps the cursor on what it is doing, for a failure of the rules.
 */
async function runSteps(target: StepTarget, steps: readonly Step[], base: string, cursor: Cursor): Promise<TestFailure[]> {
  const failures: TestFailure[] = [];
  for (const [i, step] of steps.entries()) {
    const at = `${base}/${i}`;
    Object.assign(cursor, { pointer: at, doing: 'moving on to the next battle' });
    const session = await target.game();
    const role = step.role ?? session.active[0];
    if (step.action !== undefined) {
      if (role === undefined) {
        failures.push({ pointer: `${at}/role`, message: 'no role is to act, so the action cannot be taken; name the role' });
        break;
      }
      Object.assign(cursor, { pointer: `${at}/action`, doing: 'applying this action' });
      const outcome = await session.apply(role, step.action);
      if (step.refused !== undefined) {
        if (outcome.ok) {
          failures.push({
            pointer: `${at}/refused`,
            message: `the action was accepted, but it should have been refused`,
            expected: `refused: …${step.refused}…`,
            actual: 'accepted',
          });
          break;
        }
        if (!outcome.reason.includes(step.refused))
          failures.push({
            pointer: `${at}/refused`,
            message: 'the action was refused, but for another reason',
            expected: step.refused,
            actual: outcome.reason,
          });
      } else if (!outcome.ok) {
        failures.push({ pointer: `${at}/action`, message: `${role}'s action was refused: ${outcome.reason}`, expected: 'accepted', actual: outcome.reason });
        break;
      }
    }
    Object.assign(cursor, { pointer: at, doing: 'checking this step' });
    for (const [j, e] of (step.expect ?? []).entries()) {
      const pointer = `${at}/expect/${j}`;
      const own = target.own?.(e, pointer);
      const failure = own ? own.failure : await check(session, e, role, pointer);
      if (failure) failures.push(failure);
    }
  }
  return failures;
}

/** The report of a test's failures, with its expected failure (if any) taken into account. */
function reportOf(test: Pick<ScenarioTestDocument, 'name' | 'expectedFailure'>, failures: TestFailure[]): TestReport {
  const expected = test.expectedFailure;
  const failed = failures.length > 0;
  const status = expected !== undefined ? (failed ? 'expected-failure' : 'unexpected-pass') : failed ? 'failed' : 'passed';
  if (status === 'unexpected-pass') {
    failures.push({
      pointer: '/expectedFailure',
      message: `the test passes, but it is marked as an expected failure ("${expected}"); remove \`expectedFailure\` if the rules are now right`,
    });
  }
  return { name: test.name, status, failures, ...(expected !== undefined ? { note: expected } : {}) };
}

/** The report of a test that did not finish (it ran out of time, or its worker died): a failure of the whole test, or an expected one. */
export function unfinishedReport(test: Pick<ScenarioTestDocument, 'name' | 'expectedFailure'>, message: string): TestReport {
  return reportOf(test, [{ pointer: '', message }]);
}

/** One expectation of a step. */
export type Expectation = NonNullable<Step['expect']>[number];

async function check(session: GameSession, e: Expectation, stepRole: string | undefined, pointer: string): Promise<TestFailure | undefined> {
  const fail = (expected: unknown, actual: unknown): TestFailure => ({ pointer, message: e.message, expected, actual });
  if (e.legal !== undefined || e.illegal !== undefined) {
    const role = e.role ?? stepRole ?? session.active[0];
    const legal = role === undefined ? [] : await session.legalActions(role);
    const wanted = (e.legal ?? e.illegal) as unknown;
    const listed = legal.find((l) => matchesPartially(l.action, wanted))?.action;
    // An action the list names only by its twin (one of alike choices, `listedAs`) is legal as written.
    const twin = listed === undefined && role !== undefined && legal.length > 0 ? await session.twinOf(role, wanted) : undefined;
    const found = listed !== undefined || twin !== undefined;
    if (e.legal !== undefined && !found) return fail({ legal: wanted }, { legalActions: legal.map((l) => l.action).slice(0, 20), count: legal.length });
    if (e.illegal !== undefined && found) return fail({ illegal: wanted }, { legalMatch: listed ?? { twinOf: twin } });
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
  const failed = checkPath(source, e);
  return failed && fail(failed.expected, failed.actual);
}
