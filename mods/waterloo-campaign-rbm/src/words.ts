// Contexts and how the rules name things in the log and in prompts.
import type { ReadContext, RulesContext } from '@kriegsspiel/rules-sdk';
import { hexName } from './board';
import type { WaterlooHooks } from './hooks';
import type { Side, State } from './types';

export type Ctx = RulesContext<WaterlooHooks>;
export type ReadCtx = ReadContext<WaterlooHooks>;

export const sideName = (side: Side): string => (side === 'french' ? 'the French' : 'the Coalition');
export const unitName = (state: State, id: string): string => state.pieces[id]?.name ?? id;
export const at = (state: State, label: string): string => hexName(state.board, label);
