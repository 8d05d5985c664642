// Scenario tests over a campaign: each step runs on the battle being fought, through the
// one-scenario runner (`runScenarioTest`, one step at a time); a step that starts after a
// battle is over goes on in the battle that follows. Only the campaign's own checks
// (`battle`, `in: "campaign"`) are made here.
import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import { canonicalJson } from '@kriegsspiel/rules-sdk';
import type { CampaignSession } from './campaign';
import { containsShallow, valueAt } from './match';
import { runScenarioTest, type TestFailure, type TestOutcome } from './scenario-test';

type Step = ScenarioTestDocument['steps'][number];
type Expectation = NonNullable<Step['expect']>[number];

/** True for the expectations only a campaign can answer. */
function isCampaignCheck(e: Expectation): boolean {
  return e.battle !== undefined || e.in === 'campaign';
}

function checkCampaign(campaign: CampaignSession, e: Expectation, pointer: string): TestFailure | undefined {
  const fail = (expected: unknown, actual: unknown): TestFailure => ({ pointer, message: e.message, expected, actual });
  if (e.battle !== undefined) return campaign.battle === e.battle ? undefined : fail({ battle: e.battle }, { battle: campaign.battle });
  const { found, value } = valueAt(campaign.summary(), e.path ?? '');
  if (e.ended !== undefined) {
    const result = campaign.result;
    if (!result) return fail(e.ended, 'the campaign goes on');
    if ((e.ended.winner !== undefined && result.winner !== e.ended.winner) || (e.ended.reason !== undefined && !result.reason.includes(e.ended.reason))) return fail(e.ended, result);
    return undefined;
  }
  if (!found) return fail(e.equals ?? e.contains, `nothing at ${e.path}`);
  if ('equals' in e && canonicalJson(value) !== canonicalJson(e.equals)) return fail(e.equals, value);
  if ('contains' in e && !containsShallow(value, e.contains)) return fail({ contains: e.contains }, value);
  return undefined;
}

/** True when a step's failure stops the test, as in the one-scenario runner: its action went wrong. */
function stops(failure: TestFailure): boolean {
  return /\/(action|role)$/.test(failure.pointer) || (failure.pointer.endsWith('/refused') && failure.actual === 'accepted');
}

/**
 * Runs a scenario test that names a campaign on a campaign session. A step that begins
 * after the battle is over first moves the campaign on (into the next battle, or to its
 * end), so the step that ends a battle can still check how it ended. `onStep` hears which
 * step is running (to locate a failure of the rules).
 */
export async function runCampaignTest(test: ScenarioTestDocument, campaign: CampaignSession, onStep: (index: number) => void = () => undefined): Promise<TestOutcome> {
  const failures: TestFailure[] = [];
  for (const [i, step] of test.steps.entries()) {
    onStep(i);
    if (campaign.session.result !== null && campaign.result === null) await campaign.advance();
    const own = (step.expect ?? []).map((e, j) => ({ e, j })).filter(({ e }) => !isCampaignCheck(e));
    // One step on its own, judged plainly: whether failing is expected is decided here, for the whole test.
    const { expectedFailure: _expected, ...plain } = test;
    const single: ScenarioTestDocument = { ...plain, steps: [{ ...step, expect: own.map(({ e }) => e) }] };
    const outcome = await runScenarioTest(single, campaign.session);
    // Pointers come back for step 0 and the step's own expectations: put them back in place.
    const moved = outcome.failures.map((f) => ({
      ...f,
      pointer: f.pointer.replace(/^\/steps\/0(\/expect\/(\d+))?/, (_m, expect: string | undefined, j: string | undefined) => `/steps/${i}${expect ? `/expect/${own[Number(j)]?.j ?? j}` : ''}`),
    }));
    failures.push(...moved);
    if (moved.some(stops)) break;
    for (const [j, e] of (step.expect ?? []).entries()) {
      if (!isCampaignCheck(e)) continue;
      const failure = checkCampaign(campaign, e, `/steps/${i}/expect/${j}`);
      if (failure) failures.push(failure);
    }
  }
  failures.sort((a, b) => a.pointer.localeCompare(b.pointer, undefined, { numeric: true }));
  const failed = failures.length > 0;
  const status = test.expectedFailure ? (failed ? 'expected-failure' : 'unexpected-pass') : failed ? 'failed' : 'passed';
  return { name: test.name, status, failures };
}
