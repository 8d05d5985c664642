import { error } from '../problem';
import { checkModRef } from './scenario-checks';
import { q, type LoadedDocument, type Workspace } from './workspace';

/** Checks that a scenario test names a scenario (or campaign), players and mods that exist. */
export function checkScenarioTest(ws: Workspace, doc: LoadedDocument<'scenario-test'>): void {
  const t = doc.value;
  const sink = ws.sink;
  const scenarioId = t.scenario ?? t.setup?.base;
  const pointer = t.scenario !== undefined ? '/scenario' : '/setup/base';
  const scenario = scenarioId !== undefined ? ws.scenarios.get(scenarioId) : undefined;
  if (scenarioId !== undefined && !scenario) sink.add(doc, error(pointer, 'unknown-reference', `no scenario with the id ${q(scenarioId)} is in the workspace`));
  (t.mods ?? []).forEach((ref, i) => checkModRef(ws, doc, `/mods/${i}`, ref));
  const campaign = t.campaign !== undefined ? ws.campaigns.get(t.campaign) : undefined;
  if (t.campaign !== undefined && !campaign)
    sink.add(doc, error('/campaign', 'unknown-reference', `no campaign with the id ${q(t.campaign)} is in the workspace`));
  // A campaign test's roles are the players of any of its battles.
  const scenarios = campaign ? campaign.value.battles.map((b) => ws.scenarios.get(b.scenario)).filter((s) => s !== undefined) : scenario ? [scenario] : [];
  if (scenarios.length === 0) return;
  const players = new Set(scenarios.flatMap((s) => s.value.players.map((p) => p.id)));
  const where = campaign ? `campaign ${q(campaign.value.id)}` : `scenario ${q(scenarios[0]?.value.id ?? '')}`;
  t.steps.forEach((step, i) => {
    if (step.role !== undefined && !players.has(step.role))
      sink.add(doc, error(`/steps/${i}/role`, 'unknown-reference', `role ${q(step.role)} is not a player of ${where}`));
    (step.expect ?? []).forEach((e, j) => {
      if (e.role !== undefined && !players.has(e.role))
        sink.add(doc, error(`/steps/${i}/expect/${j}/role`, 'unknown-reference', `role ${q(e.role)} is not a player of ${where}`));
      if (e.battle !== undefined && !campaign)
        sink.add(doc, error(`/steps/${i}/expect/${j}/battle`, 'misplaced', 'only a test that names a `campaign` can check which battle is fought'));
      if (e.battle !== undefined && campaign && !campaign.value.battles.some((b) => b.id === e.battle)) {
        sink.add(doc, error(`/steps/${i}/expect/${j}/battle`, 'unknown-reference', `campaign ${q(campaign.value.id)} has no battle ${q(e.battle)}`));
      }
    });
  });
}
