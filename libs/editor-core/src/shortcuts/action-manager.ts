// Every user action is registered once, with a name, a label, its shortcuts and a
// `perform`. One manager dispatches keys to actions and refuses a second action on a
// shortcut that is taken (Excalidraw's ActionManager), so a clash fails at start-up,
// in a test, instead of one action silently shadowing another.
import { matchesShortcut, normalizeShortcut, parseShortcut, type KeyLike, type Shortcut } from './shortcut';

/** A user action: a menu item, a toolbar button, a shortcut. */
export interface Action<Ctx> {
  /** Stable kebab-case name (`undo`). */
  readonly name: string;
  /** What a button or menu shows ("Undo"). */
  readonly label: string;
  /** Shortcuts as text (`Mod+Z`); each may belong to one action only. */
  readonly shortcuts?: readonly string[];
  /** Whether it can run now (a disabled button, an ignored key). Always when absent. */
  enabled?(ctx: Ctx): boolean;
  /**
   * Does the action. An async action is not awaited (a key press never waits on a save), so it
   * must report its own failures, as the save loop does in its report, and never reject.
   */
  perform(ctx: Ctx): void | Promise<void>;
  /**
   * Whether the shortcut may fire while focus is in a text field. False by default, so
   * typing never triggers tool keys; Mod+S and Mod+Z set it.
   */
  readonly inTextFields?: boolean;
}

/** Thrown when two actions claim one name or one shortcut. */
export class ShortcutClashError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShortcutClashError';
  }
}

/** Registers actions and dispatches keyboard events to them. */
export class ActionManager<Ctx> {
  private readonly actions = new Map<string, Action<Ctx>>();
  private readonly byShortcut = new Map<string, { action: Action<Ctx>; shortcut: Shortcut }>();

  constructor(
    private readonly context: () => Ctx,
    private readonly mac = false,
  ) {}

  /** Adds an action; throws {@link ShortcutClashError} if its name or a shortcut is taken. */
  register(action: Action<Ctx>): void {
    if (this.actions.has(action.name)) throw new ShortcutClashError(`an action named "${action.name}" is already registered`);
    const keys = (action.shortcuts ?? []).map((s) => normalizeShortcut(s));
    for (const key of keys) {
      const owner = this.byShortcut.get(key);
      if (owner) throw new ShortcutClashError(`shortcut ${key} of "${action.name}" is already taken by "${owner.action.name}"`);
    }
    if (new Set(keys).size !== keys.length) throw new ShortcutClashError(`"${action.name}" lists one shortcut twice`);
    this.actions.set(action.name, action);
    keys.forEach((key, i) => this.byShortcut.set(key, { action, shortcut: parseShortcut((action.shortcuts as readonly string[])[i] as string) }));
  }

  /** Removes an action and frees its shortcuts (a tool that goes away). */
  unregister(name: string): void {
    const action = this.actions.get(name);
    if (!action) return;
    this.actions.delete(name);
    for (const [key, entry] of this.byShortcut) if (entry.action === action) this.byShortcut.delete(key);
  }

  /** The action with a name. */
  get(name: string): Action<Ctx> | undefined {
    return this.actions.get(name);
  }

  /** Every action, in registration order. */
  all(): Action<Ctx>[] {
    return [...this.actions.values()];
  }

  /** Runs an action by name if it is enabled; returns whether it ran. */
  execute(name: string): boolean {
    const action = this.actions.get(name);
    const ctx = this.context();
    if (!action || (action.enabled && !action.enabled(ctx))) return false;
    // Fire and forget: `perform` reports its own failures (see its contract above).
    void action.perform(ctx);
    return true;
  }

  /**
   * Finds the action a key event means and runs it. Returns true when an action took
   * the key (the caller then prevents the browser's default, such as Save Page on Ctrl+S).
   */
  handleKey(event: KeyLike, inTextField = false): boolean {
    for (const { action, shortcut } of this.byShortcut.values()) {
      if (!matchesShortcut(shortcut, event, this.mac)) continue;
      if (inTextField && !action.inTextFields) return false;
      const ctx = this.context();
      if (action.enabled && !action.enabled(ctx)) return true;
      // Fire and forget, as in `execute`.
      void action.perform(ctx);
      return true;
    }
    return false;
  }
}
