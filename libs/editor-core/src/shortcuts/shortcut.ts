// Keyboard shortcuts written as text ("Mod+Shift+Z") and matched against key events.
// `Mod` is Ctrl, or ⌘ on a Mac. Only the fields of KeyboardEvent that matter are read,
// so this runs (and is tested) without a DOM.

/** The parts of a keyboard event a shortcut looks at. */
export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** A parsed shortcut. */
export interface Shortcut {
  /** The key, lower-cased (`z`, `escape`, `arrowleft`, `+`). */
  readonly key: string;
  readonly mod: boolean;
  readonly shift: boolean;
  readonly alt: boolean;
}

const modifiers = new Set(['mod', 'shift', 'alt']);

/** Parses `Mod+Shift+Z`, `B`, `Escape`, `Alt+ArrowUp`. Throws on an unknown modifier or a missing key. */
export function parseShortcut(text: string): Shortcut {
  // "Mod++" means Mod and the plus key.
  const parts = text.endsWith('++') ? [...text.slice(0, -2).split('+'), '+'] : text.split('+');
  const key = (parts.pop() ?? '').toLowerCase();
  if (key === '' || modifiers.has(key)) throw new Error(`shortcut "${text}" names no key`);
  const mods = parts.map((p) => p.toLowerCase());
  for (const m of mods) if (!modifiers.has(m)) throw new Error(`shortcut "${text}": unknown modifier "${m}" (use Mod, Shift, Alt)`);
  return { key, mod: mods.includes('mod'), shift: mods.includes('shift'), alt: mods.includes('alt') };
}

/** One canonical spelling per shortcut, for finding clashes: `mod+shift+z`. */
export function normalizeShortcut(text: string): string {
  const s = parseShortcut(text);
  return [s.mod && 'mod', s.alt && 'alt', s.shift && 'shift', s.key].filter(Boolean).join('+');
}

/** A punctuation key (`?`, `/`): whether it takes Shift depends on the keyboard layout, so Shift is not compared. */
function layoutDependent(key: string): boolean {
  return key.length === 1 && !/[\p{L}\p{N}\s]/u.test(key);
}

/** True when the event is the shortcut. On a Mac (`mac`), ⌘ is Mod; elsewhere Ctrl is. */
export function matchesShortcut(shortcut: Shortcut, event: KeyLike, mac = false): boolean {
  const mod = mac ? event.metaKey : event.ctrlKey;
  const other = mac ? event.ctrlKey : event.metaKey;
  const shift = layoutDependent(shortcut.key) || event.shiftKey === shortcut.shift;
  return event.key.toLowerCase() === shortcut.key && mod === shortcut.mod && !other && shift && event.altKey === shortcut.alt;
}

/** How a shortcut reads on screen: `Ctrl+Shift+Z` (or `⌘⇧Z` on a Mac). */
export function describeShortcut(text: string, mac = false): string {
  const s = parseShortcut(text);
  const key = s.key.length === 1 ? s.key.toUpperCase() : s.key[0]?.toUpperCase() + s.key.slice(1);
  if (mac) return `${s.mod ? '⌘' : ''}${s.alt ? '⌥' : ''}${s.shift ? '⇧' : ''}${key}`;
  return [s.mod && 'Ctrl', s.alt && 'Alt', s.shift && 'Shift', key].filter(Boolean).join('+');
}
