import type { RulesContext } from '@kriegsspiel/rules-sdk';
import type { OutpostHooks, OutpostState, Unit } from './types';

function destroy(unit: Unit): void {
  unit.destroyed = true;
  unit.hex = null;
}

/**
 * An attack: a d6 for each side, plus the attacker's strength, and the defender's
 * strength and terrain. The higher total destroys the other unit; a tie leaves both
 * (or, with the `eliminateOnTie` option, destroys both). Both units are revealed.
 */
export function attack(state: OutpostState, attacker: Unit, defender: Unit, ctx: RulesContext<OutpostHooks>): void {
  const where = defender.hex as string;
  const attackRoll = ctx.random.die();
  const defenceRoll = ctx.random.die();
  const attackTotal = attackRoll + ctx.hooks.attackStrength(attacker, ctx.options);
  const defenceTotal = defenceRoll + defender.strength + ctx.hooks.defenceBonus(state.board.terrain[where] ?? [], state.board.defence);
  attacker.faceUp = true;
  defender.faceUp = true;
  ctx.reveal();
  let outcome: string;
  if (attackTotal > defenceTotal) {
    destroy(defender);
    outcome = `${defender.id} is destroyed`;
  } else if (attackTotal < defenceTotal) {
    destroy(attacker);
    outcome = `${attacker.id} is destroyed`;
  } else if (ctx.options.eliminateOnTie === true) {
    destroy(attacker);
    destroy(defender);
    outcome = 'both are destroyed';
  } else {
    outcome = 'both hold';
  }
  ctx.log(`${attacker.id} (${attacker.type}) attacks ${defender.id} (${defender.type}) in ${where}: ${attackTotal} against ${defenceTotal}, ${outcome}`);
}
