// Campaign tests made portable: the campaign document and each battle's bundle by
// reference, beside the first battle's game that the portable test carries as usual.
import type { CampaignDocument } from '@kriegsspiel/formats';
import type { PortableTest, PortableTestBundle, PortableTests } from './portable';
import type { RunnableCampaign } from './run-campaign-test';
import { scenarioBundleOfTest } from './portable-test';

/** What a portable test that names a campaign carries besides its first battle's game. */
export interface PortableCampaign {
  document: CampaignDocument;
  /** Each battle's bundle, by battle id, its documents in the answer's `documents`. */
  battles: Record<string, PortableTestBundle>;
}

/** The campaign of a portable test put back together (undefined for a test of one scenario). */
export function campaignOfTest(tests: Pick<PortableTests, 'documents'>, test: PortableTest): RunnableCampaign | undefined {
  if (!test.campaign) return undefined;
  const battles = Object.fromEntries(Object.entries(test.campaign.battles).map(([id, bundle]) => [id, { bundle: scenarioBundleOfTest(tests, { ...test, game: { ...test.game, bundle } }) }]));
  return { campaign: test.campaign.document, battles };
}
