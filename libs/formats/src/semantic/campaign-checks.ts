import type { CampaignDocument } from '../generated';
import { closest } from '../schema-messages';
import { error } from '../problem';
import { checkAgainst, compileModSchema } from './attribute-schemas';
import { checkModRef } from './scenario-checks';
import { checkUniqueIds, q, type LoadedDocument, type Workspace } from './workspace';

/**
 * The steps of a campaign: a battle alone, or a side-by-side group fought as one step.
 * Each battle id maps to the battles of its step, in the order they are fought.
 */
export function campaignSteps(campaign: CampaignDocument): Map<string, string[]> {
  const steps = new Map<string, string[]>();
  for (const battle of campaign.battles) steps.set(battle.id, [battle.id]);
  for (const group of campaign.sideBySide ?? []) for (const id of group.battles) if (steps.has(id)) steps.set(id, group.battles);
  return steps;
}

/**
 * Checks a campaign: its ruleset, each battle's scenario (it exists and is played with the
 * campaign's ruleset), branches and groups that name battles of the campaign, every battle
 * reachable from the first, no battle fought twice (no cycle), and its options.
 */
export function checkCampaign(ws: Workspace, doc: LoadedDocument<'campaign'>): void {
  const c = doc.value;
  const sink = ws.sink;
  const fail = (pointer: string, code: string, message: string) => sink.add(doc, error(pointer, code, message));
  const ruleset = checkModRef(ws, doc, '/ruleset', c.ruleset);
  if (ruleset && ruleset.value.kind !== 'ruleset') fail('/ruleset/mod', 'wrong-kind', `mod ${q(c.ruleset.mod)} is a ${ruleset.value.kind}, not a ruleset`);

  const ids = checkUniqueIds(sink, doc, '/battles', c.battles, 'battle');
  const known = [...ids];
  const battleRef = (pointer: string, id: string): boolean => {
    if (ids.has(id)) return true;
    const guess = closest(id, known);
    fail(pointer, 'unknown-reference', `no battle of this campaign has the id ${q(id)}${guess ? `; did you mean ${q(guess)}?` : ''}`);
    return false;
  };

  const players = new Map<string, Set<string>>();
  c.battles.forEach((battle, i) => {
    const scenario = ws.scenarios.get(battle.scenario);
    if (!scenario) {
      const guess = closest(battle.scenario, [...ws.scenarios.keys()]);
      fail(
        `/battles/${i}/scenario`,
        'unknown-reference',
        `no scenario with the id ${q(battle.scenario)} is in the workspace${guess ? `; did you mean ${q(guess)}?` : ''}`,
      );
      return;
    }
    players.set(battle.id, new Set(scenario.value.players.map((p) => p.id)));
    if (scenario.value.ruleset.mod !== c.ruleset.mod) {
      fail(
        `/battles/${i}/scenario`,
        'wrong-ruleset',
        `scenario ${q(battle.scenario)} is played with ${q(scenario.value.ruleset.mod)}, but this campaign is played with ${q(c.ruleset.mod)}; every battle of a campaign uses its ruleset`,
      );
    }
  });

  // Battles fought beside another in one game: they exist and are not the battle itself.
  c.battles.forEach((battle, i) =>
    (battle.beside ?? []).forEach((id, k) => {
      if (id === battle.id) fail(`/battles/${i}/beside/${k}`, 'beside-itself', `battle ${q(id)} cannot be fought beside itself; name another battle`);
      else battleRef(`/battles/${i}/beside/${k}`, id);
    }),
  );

  // Groups: their battles exist, belong to one group each, and only the last says what follows.
  const groupOf = new Map<string, string>();
  checkUniqueIds(sink, doc, '/sideBySide', c.sideBySide, 'side-by-side group');
  (c.sideBySide ?? []).forEach((group, g) => {
    group.battles.forEach((id, k) => {
      const pointer = `/sideBySide/${g}/battles/${k}`;
      if (!battleRef(pointer, id)) return;
      const earlier = groupOf.get(id);
      if (earlier !== undefined)
        return fail(pointer, 'duplicate-id', `battle ${q(id)} is already in group ${q(earlier)}; a battle is fought in one group at most`);
      groupOf.set(id, group.id);
      const index = c.battles.findIndex((b) => b.id === id);
      if (k < group.battles.length - 1 && c.battles[index]?.next !== undefined) {
        fail(
          `/battles/${index}/next`,
          'misplaced',
          `battle ${q(id)} is fought side by side in group ${q(group.id)} but is not its last battle; only ${q(group.battles[group.battles.length - 1] ?? '')} says what follows the group`,
        );
      }
    });
  });

  const steps = campaignSteps(c);
  c.battles.forEach((battle, i) => {
    (battle.next ?? []).forEach((branch, j) => {
      const at = `/battles/${i}/next/${j}`;
      if (battleRef(`${at}/battle`, branch.battle)) {
        const step = steps.get(branch.battle) ?? [];
        if (step[0] !== branch.battle)
          fail(
            `${at}/battle`,
            'misplaced',
            `battle ${q(branch.battle)} is fought side by side after ${q(step[0] ?? '')}; a branch leads to the first battle of its group`,
          );
      }
      const when = branch.when;
      if (!when) return;
      const of = when.of ?? battle.id;
      if (when.of !== undefined && !battleRef(`${at}/when/of`, when.of)) return;
      const roles = players.get(of);
      if (typeof when.winner === 'string' && roles && !roles.has(when.winner)) {
        fail(
          `${at}/when/winner`,
          'unknown-reference',
          `role ${q(when.winner)} is not a player of battle ${q(of)} (its players are ${[...roles].map(q).join(', ')})`,
        );
      }
    });
  });

  checkGraph(c, steps, fail);

  if (c.options !== undefined && ruleset?.value.options) {
    const schema = ruleset.value.options as { properties?: Record<string, unknown> };
    const { validate } = compileModSchema(schema);
    if (validate) for (const p of checkAgainst(validate, c.options, '/options')) sink.add(doc, p);
  }
}

/** Every battle reachable from the first, and no way back to a battle already fought. */
function checkGraph(c: CampaignDocument, steps: Map<string, string[]>, fail: (pointer: string, code: string, message: string) => void): void {
  const index = new Map(c.battles.map((b, i) => [b.id, i]));
  // A step's successors are the branches of its last battle.
  const successors = (head: string): string[] => {
    const step = steps.get(head) ?? [head];
    const last = c.battles[index.get(step[step.length - 1] ?? head) ?? -1];
    return (last?.next ?? [])
      .map((b) => b.battle)
      .filter((id) => index.has(id))
      .map((id) => steps.get(id)?.[0] ?? id);
  };
  const first = c.battles[0];
  if (!first) return;
  const start = steps.get(first.id)?.[0] ?? first.id;
  if (start !== first.id)
    fail(
      '/battles/0/id',
      'misplaced',
      `the campaign starts with its first battle, ${q(first.id)}, but it is fought side by side after ${q(start)}; list ${q(start)} first`,
    );
  const reached = new Set<string>();
  const onPath = new Set<string>();
  let cycle = false;
  const visit = (head: string) => {
    if (onPath.has(head)) {
      if (!cycle)
        fail(
          `/battles/${index.get(head) ?? 0}/id`,
          'cycle',
          `battle ${q(head)} can follow itself through the campaign's branches; a campaign never fights a battle twice`,
        );
      cycle = true;
      return;
    }
    if (reached.has(head)) return;
    reached.add(head);
    onPath.add(head);
    for (const next of successors(head)) visit(next);
    onPath.delete(head);
  };
  visit(start);
  c.battles.forEach((battle, i) => {
    const head = steps.get(battle.id)?.[0] ?? battle.id;
    if (!reached.has(head))
      fail(
        `/battles/${i}/id`,
        'unreachable',
        `no branch leads to battle ${q(battle.id)}, so it is never fought; add it to an earlier battle's \`next\` or remove it`,
      );
  });
}
