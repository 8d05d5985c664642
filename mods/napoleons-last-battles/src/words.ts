// Contexts and how the rules name things in the log and in prompts.
import type { ReadContext, RulesContext } from '@kriegsspiel/rules-sdk';
import { hexName } from './board';
import type { NlbHooks } from './hooks';
import type { Side, State } from './types';

export type Ctx = RulesContext<NlbHooks>;
export type ReadCtx = ReadContext<NlbHooks>;

export const sideName = (side: Side): string => (side === 'french' ? 'the French' : 'the Coalition');
export const unitName = (state: State, id: string): string => state.pieces[id]?.name ?? id;
export const at = (state: State, label: string): string => hexName(state.board, label);
