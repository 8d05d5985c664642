// The Problems panel lists what the validator found in the documents and what a text
// editor (Monaco: TypeScript, JSON) marks in the files it holds, as one list, so the panel,
// the status bar and the editor's own count agree.
import { sortProblems, type Problem } from '@kriegsspiel/formats';

/**
 * The validator's problems with a text editor's markers. A file with unsaved edits in the
 * text editor is the editor's to report: the validator's problems of it describe the text
 * on disk, whose lines no longer match. Otherwise a marker at the place and severity of a
 * validator's problem (the same syntax error, found twice) is left out.
 */
export function problemsWithEditorMarkers(
  validated: readonly Problem[],
  markers: ReadonlyMap<string, readonly Problem[]>,
  editedInText: ReadonlySet<string>,
): Problem[] {
  if (markers.size === 0) return [...validated];
  const kept = validated.filter((p) => !(editedInText.has(p.file) && markers.has(p.file)));
  const at = new Set(kept.map((p) => `${p.file}:${p.line}:${p.column}:${p.severity}`));
  const marked = [...markers.values()].flat().filter((p) => !at.has(`${p.file}:${p.line}:${p.column}:${p.severity}`));
  return sortProblems([...kept, ...marked]);
}
