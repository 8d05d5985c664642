// The `?` list of keyboard shortcuts is made from the registered actions themselves, the
// same objects the keys are bound from, so a shortcut cannot be listed wrong or left out.
import type { Action } from '../shortcuts/action-manager';
import { describeShortcut } from '../shortcuts/shortcut';

/** One line of the shortcut list. */
export interface ShortcutLine {
  readonly name: string;
  readonly label: string;
  /** How the keys read on screen (`Ctrl+Shift+Z`, `⌘⇧Z`). */
  readonly keys: readonly string[];
}

/** The actions that have shortcuts, in registration order, with their keys as they read on this platform. */
export function shortcutList<Ctx>(actions: readonly Action<Ctx>[], mac = false): ShortcutLine[] {
  return actions
    .filter((a) => (a.shortcuts ?? []).length > 0)
    .map((a) => ({ name: a.name, label: a.label, keys: (a.shortcuts ?? []).map((s) => describeShortcut(s, mac)) }));
}
