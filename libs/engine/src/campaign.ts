// Campaigns: battles fought one after another on one rules host, each a GameSession, with
// what carries between them decided by the ruleset's `carry` hook (see docs/formats.md).
import { campaignSteps, type CampaignDocument } from '@kriegsspiel/formats';
import type { BattleRecord, CampaignContext, GameResult, ScenarioBundle, ScriptedOutcome } from '@kriegsspiel/rules-sdk';
import type { RulesHost } from './host';
import { GameSession } from './session';

/** What a campaign needs to start: the document, one host for its ruleset, each battle's bundle, a seed. */
export interface CampaignStart {
  campaign: CampaignDocument;
  /** One host serves every battle: the battles of a campaign share its ruleset and program. */
  host: RulesHost;
  /** The scenario bundle of a battle, by battle id (options already layered). */
  bundleOf(battle: string): ScenarioBundle;
  seed: number;
  /** Scripted outcomes (tests): those a battle leaves unused run on into the next. */
  script?: ScriptedOutcome[];
}

/** The seed of the `index`-th battle fought: the campaign's own for the first, mixed (splitmix32) for the others. */
export function battleSeed(seed: number, index: number): number {
  if (index === 0) return seed >>> 0;
  let z = (seed + Math.imul(index, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** Whoever won the most battles; a draw when nobody won more than the others. */
export function mostBattlesWon(battles: readonly Omit<BattleRecord, 'state'>[]): GameResult {
  const wins = new Map<string, number>();
  for (const b of battles) if (b.result?.winner) wins.set(b.result.winner, (wins.get(b.result.winner) ?? 0) + 1);
  const ranked = [...wins].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1]))
    return { winner: null, reason: 'no side won more battles than the other', scores: Object.fromEntries(wins) };
  return { winner: first[0], reason: `won ${first[1]} of ${battles.length} battles`, scores: Object.fromEntries(wins) };
}

/**
 * A campaign in progress: the battle being fought is an ordinary {@link GameSession};
 * when it is over, {@link advance} records it and sets up the next one — the next battle
 * of a side-by-side group, or the first branch of the step's last battle whose condition
 * holds — with what the ruleset carries, or ends the campaign with its result.
 */
export class CampaignSession {
  private readonly fought: BattleRecord[] = [];
  private step: string[] = [];
  /** Battles fought before the current step: what its battles are set up from. */
  private before: BattleRecord[] = [];
  private ended: GameResult | null = null;
  private current!: { battle: string; session: GameSession; carried: unknown };

  private constructor(
    private readonly start: CampaignStart,
    private readonly steps: Map<string, string[]>,
  ) {}

  /** Sets up the campaign's first battle. */
  static async start(start: CampaignStart): Promise<CampaignSession> {
    const first = start.campaign.battles[0];
    if (!first) throw new Error(`campaign ${start.campaign.id} has no battles`);
    const campaign = new CampaignSession(start, campaignSteps(start.campaign));
    campaign.step = campaign.steps.get(first.id) ?? [first.id];
    await campaign.open(campaign.step[0] ?? first.id, start.script ?? []);
    return campaign;
  }

  /** The campaign document. */
  get campaign(): CampaignDocument {
    return this.start.campaign;
  }

  /** The id of the battle being fought (the last one, once the campaign is over). */
  get battle(): string {
    return this.current.battle;
  }

  /** The game of the battle being fought. */
  get session(): GameSession {
    return this.current.session;
  }

  /** What the ruleset carried into the battle being fought (null when nothing). */
  get carried(): unknown {
    return this.current.carried;
  }

  /** The battles fought to their end so far, oldest first. */
  get battles(): readonly BattleRecord[] {
    return this.fought;
  }

  /** The campaign's result once it is over. */
  get result(): GameResult | null {
    return this.ended;
  }

  /** What a test or a reader sees of the campaign: the battle, what was carried, the results so far, the campaign's result. */
  summary(): { campaign: string; battle: string; carried: unknown; battles: Omit<BattleRecord, 'state'>[]; result: GameResult | null } {
    return {
      campaign: this.campaign.id,
      battle: this.battle,
      carried: this.carried,
      battles: this.fought.map(({ state: _state, ...rest }) => rest),
      result: this.ended,
    };
  }

  /**
   * Once the current battle is over (or given up on), records it and moves on: true when
   * another battle has been set up, false when the campaign is over (see {@link result}).
   */
  async advance(): Promise<boolean> {
    if (this.ended) return false;
    const { battle, session } = this.current;
    const saved = JSON.parse(await this.start.host.call('save')) as { state: unknown; random?: { script?: unknown } };
    const left = Array.isArray(saved.random?.script) ? (saved.random.script as ScriptedOutcome[]) : [];
    this.fought.push({ battle, scenario: this.battleEntry(battle).scenario, result: session.result, state: saved.state });
    const nextInStep = this.step[this.step.indexOf(battle) + 1];
    if (nextInStep !== undefined) {
      await this.open(nextInStep, left);
      return true;
    }
    const following = this.following();
    if (following === undefined) {
      await this.finish();
      return false;
    }
    this.before = [...this.fought];
    this.step = this.steps.get(following) ?? [following];
    await this.open(following, left);
    return true;
  }

  private battleEntry(id: string) {
    const entry = this.campaign.battles.find((b) => b.id === id);
    if (!entry) throw new Error(`campaign ${this.campaign.id} has no battle ${id}`);
    return entry;
  }

  /** The battle the current step leads to: the first branch of its last battle whose condition holds. */
  private following(): string | undefined {
    const last = this.battleEntry(this.step[this.step.length - 1] ?? this.battle);
    for (const branch of last.next ?? []) {
      if (!branch.when) return branch.battle;
      const of = branch.when.of ?? last.id;
      const record = [...this.fought].reverse().find((b) => b.battle === of);
      const level = branch.when.level;
      if (record?.result && record.result.winner === branch.when.winner && (level === undefined || record.result.level === level)) return branch.battle;
    }
    return undefined;
  }

  private async open(battle: string, script: ScriptedOutcome[]): Promise<void> {
    const bundle = this.start.bundleOf(battle);
    const previous = this.before;
    const carried = previous.length > 0 ? (JSON.parse(await this.start.host.call('carry', JSON.stringify({ previous, next: bundle }))) as unknown) : null;
    const context: CampaignContext = {
      id: this.campaign.id,
      battle,
      ...(carried !== null ? { carried } : {}),
      previous: this.fought.map(({ state: _state, ...rest }) => rest),
    };
    const beside = this.battleEntry(battle).beside ?? [];
    if (beside.length > 0) context.beside = beside.map((id) => ({ battle: id, bundle: this.start.bundleOf(id) }));
    const seed = battleSeed(this.start.seed, this.fought.length);
    const session = await GameSession.create({ host: this.start.host, bundle: { ...bundle, campaign: context }, seed, script });
    this.current = { battle, session, carried };
  }

  private async finish(): Promise<void> {
    const options = { ...(this.campaign.options ?? {}) };
    const answer = JSON.parse(await this.start.host.call('campaignResult', JSON.stringify({ battles: this.fought, options }))) as GameResult | null;
    this.ended = answer ?? mostBattlesWon(this.fought);
  }
}

/** How a campaign played out: its result (null when a battle was left without one), and each battle's. */
export interface CampaignOutcome {
  result: GameResult | null;
  battles: Omit<BattleRecord, 'state'>[];
}

/**
 * Plays a campaign to its end: `playBattle` plays each battle's session as far as it goes
 * (bots, people, a scheduler's seats); a battle left without a result ends the campaign
 * there, with no result.
 */
export async function playCampaign(
  campaign: CampaignSession,
  playBattle: (session: GameSession, battle: string) => Promise<unknown>,
): Promise<CampaignOutcome> {
  for (;;) {
    await playBattle(campaign.session, campaign.battle);
    if (campaign.session.result === null)
      return {
        result: null,
        battles: [...campaign.summary().battles, { battle: campaign.battle, scenario: campaign.session.bundle.scenario.id, result: null }],
      };
    if (!(await campaign.advance())) return { result: campaign.result, battles: campaign.summary().battles };
  }
}
