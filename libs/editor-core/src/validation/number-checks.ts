// Numbers an edit writes, checked against the schema of the document's kind before the edit
// is taken: a year of 20145 where the schema says at most 2100, a width of 0, a half unit.
// Every editor's numeric field goes through the kernel, so one check here covers them all;
// the fields themselves use `numberProblemsAt` to flag a value where it is typed.
import { pointerJoin, validateSchema, type DocumentKind, type UnlocatedProblem } from '@kriegsspiel/formats';
import { applyPatchWithInverse, type Patch } from '../json/patch';

/** The pointers of the numbers a patch writes (inside a value written whole, every number in it). */
export function numbersWritten(patch: Patch): string[] {
  const found: string[] = [];
  const walk = (pointer: string, value: unknown): void => {
    if (typeof value === 'number') found.push(pointer);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(pointerJoin(pointer, String(i)), v));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(pointerJoin(pointer, k), v);
  };
  for (const op of patch) if (op.op === 'add' || op.op === 'replace') walk(op.path, op.value);
  return found;
}

/** The schema's problems with the numbers at `pointers` of a document of `kind` (its value as it would be). */
export function numberProblemsAt(kind: DocumentKind, value: unknown, pointers: readonly string[]): UnlocatedProblem[] {
  if (pointers.length === 0) return [];
  const at = new Set(pointers);
  return validateSchema(kind, value).filter((p) => p.severity === 'error' && at.has(p.pointer));
}

/**
 * Why the schema refuses the numbers `patch` would write into `value`, or an empty list: the
 * schema's own messages, at the numbers' pointers. A patch that writes no number costs nothing.
 */
export function refusedNumbers(kind: DocumentKind | undefined, value: unknown, patch: Patch): UnlocatedProblem[] {
  if (kind === undefined || value === undefined) return [];
  const pointers = numbersWritten(patch);
  if (pointers.length === 0) return [];
  return numberProblemsAt(kind, applyPatchWithInverse(value, patch).doc, pointers);
}
