// Running a scenario test that names a campaign: the campaign's battles on one host, the
// steps through the engine's `runCampaignTest`, which says itself which step was running
// when the rules failed.
import type { CampaignDocument, ScenarioTestDocument } from '@kriegsspiel/formats';
import { CampaignSession, runCampaignTest, type RulesHost } from '@kriegsspiel/engine';
import type { ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import { describeFailure, failureText } from './failure';
import type { ProgramOrigins } from './locations';
import type { TestReport } from './run-test';

/** What a campaign test runs besides the host: the campaign and each battle's bundle (options layered). */
export interface RunnableCampaign {
  campaign: CampaignDocument;
  battles: Record<string, { bundle: ScenarioBundle }>;
}

/**
 * Runs a campaign test on a host. A failure of the rules is the test's failure, located at
 * the step that was running (or at `/campaign` while its first battle was set up); it never
 * escapes.
 */
export async function runCampaignTestSpec(
  test: ScenarioTestDocument,
  spec: { seed: number; script: ScriptedOutcome[]; campaign: RunnableCampaign; game: { program: { origins: ProgramOrigins } } },
  host: RulesHost | Promise<RulesHost>,
): Promise<TestReport> {
  const expected = test.expectedFailure;
  const note = expected !== undefined ? { note: expected } : {};
  const failed = (pointer: string, message: string, cause: unknown): TestReport => {
    const error = describeFailure(cause, spec.game.program);
    return { name: test.name, status: expected !== undefined ? 'expected-failure' : 'failed', failures: [{ pointer, message: `${message}: ${failureText(error, false)}`, error }], ...note };
  };
  let loaded: RulesHost;
  try {
    loaded = await host;
  } catch (cause) {
    return failed('/campaign', 'the rules could not be loaded', cause);
  }
  let step: number | undefined;
  try {
    const { campaign, battles } = spec.campaign;
    const session = await CampaignSession.start({
      campaign,
      host: loaded,
      seed: spec.seed,
      script: spec.script,
      bundleOf: (battle) => {
        const game = battles[battle];
        if (!game) throw new Error(`campaign ${campaign.id} has no battle ${battle}`);
        return game.bundle;
      },
    });
    const outcome = await runCampaignTest(test, session, (i) => (step = i));
    const failures = outcome.failures.map((f) => ({ ...f }));
    if (outcome.status === 'unexpected-pass') {
      failures.push({ pointer: '/expectedFailure', message: `the test passes, but it is marked as an expected failure ("${expected}"); remove \`expectedFailure\` if the rules are now right` });
    }
    return { name: test.name, status: outcome.status, failures, ...note };
  } catch (cause) {
    return step === undefined ? failed('/campaign', 'the rules failed while setting the campaign up', cause) : failed(`/steps/${step}`, 'the rules failed during this step', cause);
  }
}
