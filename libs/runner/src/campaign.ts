// Campaigns loaded for play: every battle's game, on one program (see docs/formats.md).
import type { CampaignDocument, ScenarioTestDocument } from '@kriegsspiel/formats';
import { CampaignSession, type RulesHost, type TestCampaign } from '@kriegsspiel/engine';
import type { ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import type { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import type { GuestProgram } from './program';
import { loadScenario, type GameSpec, type ScenarioChanges, type TestSpec } from './scenario';

/** Everything needed to play a campaign, as plain data: the document, each battle's game, and the one program they share. */
export interface CampaignSpec {
  campaign: CampaignDocument;
  /** The game of each battle, by battle id. */
  battles: Record<string, GameSpec>;
  /** The program every battle runs (the campaign's ruleset and its house rules). */
  program: GuestProgram;
  /** The roles of any battle, in order of first appearance. */
  players: string[];
  /** The ids of the mods loaded. */
  mods: string[];
  /** The ruleset's `limits.maxActions`: actions each battle may take before it is counted unfinished (absent: the engine's default). */
  maxActions?: number;
}

/**
 * Finds a campaign and loads each of its battles' scenarios with the campaign's options
 * (over each scenario's; `changes` come last). Every battle must be played with the
 * campaign's ruleset and the same house rules, since one host serves them all.
 */
export function loadCampaign(catalogue: ModCatalogue, campaignId: string, changes: Omit<ScenarioChanges, 'placements'> = {}): CampaignSpec {
  const entry = catalogue.get('campaign', campaignId);
  const c = entry.value;
  const battles: Record<string, GameSpec> = {};
  let first: GameSpec | undefined;
  c.battles.forEach((battle, i) => {
    const pointer = `/battles/${i}/scenario`;
    let game: GameSpec;
    try {
      game = loadScenario(catalogue, battle.scenario, { mods: changes.mods, options: { ...(c.options ?? {}), ...(changes.options ?? {}) } });
    } catch (cause) {
      if (cause instanceof ModLoadError && cause.where.file === undefined)
        throw new ModLoadError(cause.code, `battle \`${battle.id}\` of campaign \`${c.id}\`: ${cause.message}`, { file: entry.file, pointer });
      throw cause;
    }
    if (game.mods[0] !== c.ruleset.mod) {
      throw new ModLoadError(
        'wrong-ruleset',
        `battle \`${battle.id}\` plays scenario \`${battle.scenario}\`, which is played with \`${game.mods[0]}\`, but campaign \`${c.id}\` is played with \`${c.ruleset.mod}\` (${entry.file})`,
        { file: entry.file, pointer },
      );
    }
    if (first && game.program.key !== first.program.key) {
      throw new ModLoadError(
        'wrong-ruleset',
        `battle \`${battle.id}\` loads the mods ${game.mods.join(', ')} but the first battle loads ${first.mods.join(', ')}; every battle of campaign \`${c.id}\` must load the same mods (${entry.file})`,
        { file: entry.file, pointer },
      );
    }
    first ??= game;
    battles[battle.id] = game;
  });
  if (!first) throw new ModLoadError('invalid-document', `campaign \`${c.id}\` has no battles (${entry.file})`, { file: entry.file, pointer: '/battles' });
  const players = [...new Set(Object.values(battles).flatMap((b) => b.players))];
  return {
    campaign: c,
    battles,
    program: first.program,
    players,
    mods: first.mods,
    ...(first.maxActions !== undefined ? { maxActions: first.maxActions } : {}),
  };
}

/** Starts a campaign of a spec on a host: its first battle set up. */
export function startCampaign(
  spec: Pick<CampaignSpec, 'campaign' | 'battles'>,
  host: RulesHost,
  seed: number,
  script: ScriptedOutcome[] = [],
): Promise<CampaignSession> {
  return CampaignSession.start({
    campaign: spec.campaign,
    host,
    seed,
    script,
    bundleOf: (battle) => {
      const game = spec.battles[battle];
      if (!game) throw new Error(`campaign ${spec.campaign.id} has no battle ${battle}`);
      return game.bundle;
    },
  });
}

/**
 * Loads a scenario test that names a campaign: its game is the first battle's (so it is
 * prepared, made portable and hosted like any test), and `campaign` carries the rest.
 */
export function loadCampaignTest(catalogue: ModCatalogue, test: ScenarioTestDocument): TestSpec & { campaign: CampaignSpec } {
  let campaign: CampaignSpec;
  try {
    campaign = loadCampaign(catalogue, test.campaign ?? '', { mods: test.mods, options: test.options });
  } catch (cause) {
    if (cause instanceof ModLoadError && cause.where.file === undefined && cause.where.pointer === undefined)
      throw new ModLoadError(cause.code, cause.message, { pointer: '/campaign' });
    throw cause;
  }
  const game = campaign.battles[campaign.campaign.battles[0]?.id ?? ''] as GameSpec;
  return { name: test.name, game, campaign };
}

/** The campaign a test spec runs, as the engine's runner takes it (undefined for a test of one scenario). */
export function campaignOfSpec(spec: Pick<TestSpec, 'campaign'>): TestCampaign | undefined {
  if (!spec.campaign) return undefined;
  return { document: spec.campaign.campaign, battles: Object.fromEntries(Object.entries(spec.campaign.battles).map(([id, game]) => [id, game.bundle])) };
}
