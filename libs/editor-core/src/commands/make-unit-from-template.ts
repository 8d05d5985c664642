import type { BlankPiece, CounterFace, OobDocument, Unit, Values } from '@kriegsspiel/formats';
import { CommandRefusedError, defineCommand } from './command';
import { withInverse } from '../json/patch';
import { blanksLeft, idProblem, idTaken, indexOob, inheritedIn, sideOfNationality } from '../oob/oob-index';

/** Arguments of {@link makeUnitFromTemplate}. */
export interface MakeUnitFromTemplateArgs {
  /** Id of the blank piece. */
  template: string;
  id: string;
  name: string;
  /** Id of the formation it joins; a loose unit when absent. */
  formation?: string;
  /** Its unit type, when the blank does not fix one. */
  type?: string;
  /** Its nationality, when the blank does not fix one. */
  nationality?: string;
  /** Its side, when neither the blank nor the nationality gives one. */
  side?: string;
  /** Its values; those the blank fixes win. */
  values?: Values;
  /** What the front face prints (`5`); the rest of the face comes from the blank. */
  printed?: string;
  /** The name printed on the front, if any. */
  faceName?: string;
}

/** What is wrong with the arguments, by field (`id`, `name`, `template`, `type`, `nationality`, `side`, `formation`); empty when they fit. */
export function newUnitProblems(oob: OobDocument, args: MakeUnitFromTemplateArgs): Partial<Record<keyof MakeUnitFromTemplateArgs, string>> {
  const problems: Partial<Record<keyof MakeUnitFromTemplateArgs, string>> = {};
  const template = oob.templates?.find((t) => t.id === args.template);
  if (!template) problems.template = `There is no blank piece ${args.template} in this order of battle.`;
  else if (blanksLeft(oob, template) <= 0)
    problems.template = `All ${template.count} blanks of “${template.name}” are used; pick another blank or raise its count.`;
  const idWrong = idProblem(args.id);
  if (idWrong) problems.id = idWrong;
  else if (idTaken(oob, args.id)) problems.id = `${args.id} is already a unit or formation of this order of battle; ids must be unique.`;
  if (args.name.trim() === '') problems.name = 'Give it a name.';
  if (args.formation !== undefined && !indexOob(oob).formations.has(args.formation)) problems.formation = `There is no formation ${args.formation}.`;
  if (!template) return problems;
  if (!(template.type ?? args.type)) problems.type = 'Pick a unit type: this blank does not fix one.';
  const nationality = template.nationality ?? args.nationality ?? inheritedIn(oob, args.formation).nationality;
  if (nationality !== undefined && !oob.nationalities?.some((n) => n.id === nationality)) problems.nationality = `There is no nationality ${nationality}.`;
  const side = unitSide(oob, template, args);
  if (template.side && side !== template.side) problems.side = `This blank is for side ${template.side}, but the unit would be on ${side ?? 'no side'}.`;
  if (!side) problems.side = 'Pick a side or a nationality: the unit would belong to no side.';
  return problems;
}

function unitSide(oob: OobDocument, template: BlankPiece, args: MakeUnitFromTemplateArgs): string | undefined {
  const inherited = inheritedIn(oob, args.formation);
  const nationality = template.nationality ?? args.nationality ?? inherited.nationality;
  return (template.nationality ? undefined : args.side) ?? sideOfNationality(oob, nationality) ?? template.side ?? inherited.side;
}

/** The unit a blank piece becomes: the blank's fixed type, side, nationality, values and counter, with the rest from the arguments. */
export function unitFromTemplate(oob: OobDocument, template: BlankPiece, args: MakeUnitFromTemplateArgs): Unit {
  const inherited = inheritedIn(oob, args.formation);
  const nationality = template.nationality ?? args.nationality;
  const side = unitSide(oob, template, args);
  const unit: Unit = { id: args.id, name: args.name.trim(), type: (template.type ?? args.type) as string };
  // Write only what the formation does not already give.
  if (nationality !== undefined && nationality !== inherited.nationality) unit.nationality = nationality;
  const sideWithout = sideOfNationality(oob, nationality ?? inherited.nationality) ?? inherited.side;
  if (side !== undefined && side !== sideWithout) unit.side = side;
  const values = { ...(args.values ?? {}), ...(template.values ?? {}) };
  if (Object.keys(values).length > 0) unit.values = values;
  if (template.counter) {
    const front: CounterFace = { ...template.counter.front };
    if (args.printed) front.printed = args.printed;
    if (args.faceName) front.name = args.faceName;
    unit.counter = { ...template.counter, front };
  } else if (args.printed || args.faceName) {
    unit.counter = { front: { ...(args.faceName ? { name: args.faceName } : {}), ...(args.printed ? { printed: args.printed } : {}) } };
  }
  unit.template = template.id;
  return unit;
}

/**
 * Turns one of an order of battle's blank pieces into a new unit (`template` names the
 * blank): it joins the formation given, or the loose units. Refused with a
 * {@link CommandRefusedError} when {@link newUnitProblems} finds anything.
 */
export const makeUnitFromTemplate = defineCommand<OobDocument, MakeUnitFromTemplateArgs>({
  id: 'make-unit-from-template',
  kinds: ['oob'],
  label: (args) => `New unit ${args.name || args.id}`,
  perform(oob, args) {
    const problems = Object.values(newUnitProblems(oob, args));
    if (problems.length > 0) throw new CommandRefusedError(problems.join(' '));
    const template = oob.templates?.find((t) => t.id === args.template) as BlankPiece;
    const unit = unitFromTemplate(oob, template, args);
    const entry = args.formation === undefined ? undefined : indexOob(oob).formations.get(args.formation);
    const list = entry ? `${entry.pointer}/units` : '/units';
    const existing = entry ? entry.formation.units : oob.units;
    return withInverse(oob, [existing ? { op: 'add', path: `${list}/-`, value: unit } : { op: 'add', path: list, value: [unit] }]);
  },
});
