// What the panels that run rules say while code has unsaved edits: games and tests run the
// files as saved, not the text in the code editor.
import { html, nothing } from 'lit';

/** A note naming the code files with unsaved edits; nothing when there are none. */
export function unsavedNote(paths: readonly string[]) {
  if (paths.length === 0) return nothing;
  const names = paths.map((p) => p.slice(p.lastIndexOf('/') + 1)).join(', ');
  return html`<p class="unsaved-code" role="note">Unsaved changes in ${names}: the rules run as saved. Save (Ctrl+S) to use them.</p>`;
}
