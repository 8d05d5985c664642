import { error } from '../problem';
import { checkModRef } from './scenario-checks';
import { q, type LoadedDocument, type Workspace } from './workspace';

/** Checks that a scenario test names a scenario, players and mods that exist. */
export function checkScenarioTest(ws: Workspace, doc: LoadedDocument<'scenario-test'>): void {
  const t = doc.value;
  const sink = ws.sink;
  const scenarioId = t.scenario ?? t.setup?.base;
  const pointer = t.scenario !== undefined ? '/scenario' : '/setup/base';
  const scenario = scenarioId !== undefined ? ws.scenarios.get(scenarioId) : undefined;
  if (scenarioId !== undefined && !scenario) sink.add(doc, error(pointer, 'unknown-reference', `no scenario with the id ${q(scenarioId)} is in the workspace`));
  (t.mods ?? []).forEach((ref, i) => checkModRef(ws, doc, `/mods/${i}`, ref));
  if (!scenario) return;
  const players = new Set(scenario.value.players.map((p) => p.id));
  t.steps.forEach((step, i) => {
    if (step.role !== undefined && !players.has(step.role)) sink.add(doc, error(`/steps/${i}/role`, 'unknown-reference', `role ${q(step.role)} is not a player of scenario ${q(scenario.value.id)}`));
    (step.expect ?? []).forEach((e, j) => {
      if (e.role !== undefined && !players.has(e.role)) sink.add(doc, error(`/steps/${i}/expect/${j}/role`, 'unknown-reference', `role ${q(e.role)} is not a player of scenario ${q(scenario.value.id)}`));
    });
  });
}
