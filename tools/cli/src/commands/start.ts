import path from 'node:path';
import { documentsOfKind, oobModel } from '@kriegsspiel/formats';
import { validatePaths } from './validate';
import { UsageError, type CommandContext } from '../cli-context';

/** The scenario `npm start` opens when none is named. */
export const defaultScenario = 'hundred-days-campaign';

/** `kriegsspiel start`: validates the workspace and prints a summary of the default scenario. */
export async function startCommand(ctx: CommandContext): Promise<number> {
  const wanted = ctx.positionals[0] ?? defaultScenario;
  const report = validatePaths([path.join(ctx.root, 'mods'), ...ctx.modDirs], { ...ctx, modDirs: [], options: { ...ctx.options, 'skip-check': true } });
  const scenarios = documentsOfKind(report.documents, 'scenario');
  const scenario = scenarios.find((d) => d.value.id === wanted);
  if (!scenario) {
    const known = scenarios.map((d) => d.value.id);
    throw new UsageError(`no scenario \`${wanted}\` in the workspace; the scenarios are ${known.join(', ') || 'none'}`);
  }
  const s = scenario.value;
  const map = documentsOfKind(report.documents, 'map').find((d) => d.value.id === s.map);
  const oob = documentsOfKind(report.documents, 'oob').find((d) => d.value.id === s.oob);
  const units = oob ? [...oobModel(oob).units.values()] : [];
  // Problems of the scenario's own documents are shown; the rest of the workspace is only counted.
  const mod = documentsOfKind(report.documents, 'mod').find((d) => d.value.id === s.ruleset.mod);
  const own = new Set([scenario, map, oob, mod].filter((d) => d !== undefined).map((d) => d.file));
  const errors = report.problems.filter((p) => p.severity === 'error' && own.has(p.file));
  const elsewhere = report.problems.filter((p) => p.severity === 'error' && !own.has(p.file)).length;
  for (const p of errors) ctx.err(`${p.file}:${p.line}:${p.column}  ${p.pointer || '/'}  ${p.message}`);
  const summary = {
    scenario: s.id,
    name: s.name,
    file: scenario.file,
    ruleset: `${s.ruleset.mod}${s.ruleset.version ? ` ${s.ruleset.version}` : ''}`,
    map: map
      ? {
          id: map.value.id,
          hexes: map.value.grid ? `${map.value.grid.width} x ${map.value.grid.height}` : undefined,
          areas: map.value.areas?.length,
          locations: map.value.locations?.length ?? 0,
        }
      : s.map,
    players: s.players.map((p) => ({
      id: p.id,
      name: p.name,
      units: units.filter((u) => u.side !== undefined && p.sides.includes(u.side)).length,
    })),
    turns: s.turns.count ?? 'no limit',
    firstPlayer: s.turns.firstPlayer,
    setup: s.setup?.length ?? 0,
    reinforcements: (s.reinforcements?.schedule?.length ?? 0) + (s.reinforcements?.draws?.length ?? 0),
    decks: (s.decks ?? []).map((d) => d.name),
    victory: (s.victory ?? []).map((v) => v.description),
    problems: { errors: errors.length, errorsElsewhere: elsewhere },
  };
  if (ctx.json) {
    ctx.out(JSON.stringify(summary, null, 2));
  } else {
    ctx.out(`${summary.name} (${summary.scenario}) — ${summary.file}`);
    ctx.out(`  ruleset   ${summary.ruleset}`);
    ctx.out(
      `  map       ${typeof summary.map === 'string' ? summary.map : `${summary.map.id}${summary.map.hexes ? `, ${summary.map.hexes} hexes` : ''}${summary.map.areas ? `, ${summary.map.areas} areas` : ''}, ${summary.map.locations} named places`}`,
    );
    ctx.out(`  players   ${summary.players.map((p) => `${p.name} (${p.units} units)`).join(' vs ')}; ${summary.firstPlayer} moves first`);
    ctx.out(`  turns     ${summary.turns}`);
    ctx.out(`  set-up    ${summary.setup} placements, ${summary.reinforcements} reinforcement entries`);
    if (summary.decks.length > 0) ctx.out(`  decks     ${summary.decks.join(', ')}`);
    for (const v of summary.victory) ctx.out(`  victory   ${v}`);
    ctx.out(
      `  checked   ${summary.problems.errors === 0 ? 'valid' : `${summary.problems.errors} errors (listed above)`}; ${report.files} files in the workspace${elsewhere > 0 ? `, ${elsewhere} errors in other mods (see \`npx kriegsspiel validate mods\`)` : ''}`,
    );
  }
  return errors.length > 0 ? 1 : 0;
}
