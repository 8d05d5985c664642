import type { Counter, CounterColours, CounterFace } from '@kriegsspiel/formats';
import { pointerJoin } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { isJsonObject, jsonEqual, valueAt } from '../json/pointer';

/** Changes to one face: a member set to `undefined` (or an empty text) is removed. */
export type FaceChanges = { readonly [K in Exclude<keyof CounterFace, 'colors'>]?: CounterFace[K] | undefined } & {
  readonly colors?: { readonly [K in keyof CounterColours]?: string | undefined };
};

/** Arguments of {@link editCounter}. */
export interface EditCounterArgs {
  /** JSON pointer of the unit or blank piece whose counter is edited. */
  pointer: string;
  front?: FaceChanges;
  /** Changes to the back; `null` removes the back face. */
  back?: FaceChanges | null;
  /** Width in millimetres; `null` removes it (the default size applies). */
  size?: number | null;
  shape?: Counter['shape'] | null;
  label?: string;
}

function withChanges<T extends object>(before: T | undefined, changes: Readonly<Record<string, unknown>>): T {
  const out: Record<string, unknown> = { ...(before ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete out[key];
    else out[key] = value;
  }
  return out as T;
}

function applyFace(before: CounterFace | undefined, changes: FaceChanges): CounterFace {
  const { colors, ...rest } = changes;
  const face = withChanges<CounterFace>(before, rest);
  if (colors) {
    const merged = withChanges<CounterColours>(before?.colors, colors);
    if (Object.keys(merged).length > 0) face.colors = merged;
    else delete face.colors;
  }
  if (face.blank === false) delete face.blank;
  return face;
}

/**
 * Edits what a counter shows: the printed texts, symbol, colours and blankness of either
 * face, its size and its shape, as one step. The counter is written as small as it can
 * be: emptied colours and an emptied back go, and a counter left with an empty front and
 * nothing else is removed.
 */
export const editCounter = defineCommand<unknown, EditCounterArgs>({
  id: 'edit-counter',
  label: (args) => args.label ?? 'Edit the counter',
  perform(doc, { pointer, front, back, size, shape }) {
    const piece = valueAt(doc, pointer);
    if (!isJsonObject(piece)) throw new Error(`there is no piece at ${pointer}`);
    const before = piece.counter as Counter | undefined;
    const next: Counter = { ...(before ?? { front: {} }) };
    if (front) next.front = applyFace(before?.front, front);
    if (back === null) delete next.back;
    else if (back) {
      const face = applyFace(before?.back, back);
      if (Object.keys(face).length > 0) next.back = face;
      else delete next.back;
    }
    if (size === null) delete next.size;
    else if (size !== undefined) next.size = size;
    if (shape === null) delete next.shape;
    else if (shape !== undefined) next.shape = shape;
    const empty = Object.keys(next.front).length === 0 && Object.keys(next).length === 1;
    const path = pointerJoin(pointer, 'counter');
    if (empty) return before ? withInverse(doc, [{ op: 'remove', path }]) : null;
    if (jsonEqual(before, next)) return null;
    return withInverse(doc, [{ op: before ? 'replace' : 'add', path, value: next }]);
  },
});
