// Scenario tests over a campaign: the one runner (`runScenarioTest`) takes the steps, on the
// battle being fought; a step that starts after a battle is over first moves the campaign on
// (into the next battle, or to its end), so the step that ends a battle can still check how
// it ended. Only the campaign's own checks (`battle`, `in: "campaign"`) are made here.
import type { ScenarioTestDocument } from '@kriegsspiel/formats';
import type { CampaignSession } from './campaign';
import { checkPath } from './path-check';
import type { StepTarget, TestFailure } from './scenario-test';

type Expectation = NonNullable<ScenarioTestDocument['steps'][number]['expect']>[number];

/** True for the expectations only a campaign can answer. */
function isCampaignCheck(e: Expectation): boolean {
  return e.battle !== undefined || e.in === 'campaign';
}

function checkCampaign(campaign: CampaignSession, e: Expectation, pointer: string): TestFailure | undefined {
  const fail = (expected: unknown, actual: unknown): TestFailure => ({ pointer, message: e.message, expected, actual });
  if (e.battle !== undefined) return campaign.battle === e.battle ? undefined : fail({ battle: e.battle }, { battle: campaign.battle });
  if (e.ended !== undefined) {
    const result = campaign.result;
    if (!result) return fail(e.ended, 'the campaign goes on');
    if ((e.ended.winner !== undefined && result.winner !== e.ended.winner) || (e.ended.reason !== undefined && !result.reason.includes(e.ended.reason)))
      return fail(e.ended, result);
    return undefined;
  }
  const failed = checkPath(campaign.summary(), e);
  return failed && fail(failed.expected, failed.actual);
}

/** The steps of a campaign test act on the battle being fought, and the campaign answers its own checks. */
export function campaignTarget(campaign: CampaignSession): StepTarget {
  return {
    async game() {
      if (campaign.session.result !== null && campaign.result === null) await campaign.advance();
      return campaign.session;
    },
    own: (e, pointer) => (isCampaignCheck(e) ? { failure: checkCampaign(campaign, e, pointer) } : undefined),
  };
}
