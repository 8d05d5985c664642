// The studio's events. Every one is a class named Ks…Event with the `ks-` prefix; all
// bubble and cross shadow roots (composed), so the shell hears what any editor says.
import type { Place, Problem, Values } from '@kriegsspiel/formats';
import type { MapSelection } from '@kriegsspiel/editor-core';

const init = { bubbles: true, composed: true } as const;

/** A problem in the validation panel was chosen: the editor owning `path` should show `pointer`. */
export class KsProblemSelectEvent extends Event {
  static readonly type = 'ks-problem-select';
  constructor(
    readonly path: string,
    readonly pointer: string,
    readonly problem: Problem,
  ) {
    super(KsProblemSelectEvent.type, init);
  }
}

/** A document was chosen in the document list. */
export class KsDocumentOpenEvent extends Event {
  static readonly type = 'ks-document-open';
  constructor(readonly path: string) {
    super(KsDocumentOpenEvent.type, init);
  }
}

/** A tab was chosen. */
export class KsTabSelectEvent extends Event {
  static readonly type = 'ks-tab-select';
  constructor(readonly path: string) {
    super(KsTabSelectEvent.type, init);
  }
}

/** A tab's close button was pressed. */
export class KsTabCloseEvent extends Event {
  static readonly type = 'ks-tab-close';
  constructor(readonly path: string) {
    super(KsTabCloseEvent.type, init);
  }
}

/** The pointer or the keyboard cursor is over a hex (or left the map: `label` undefined). */
export class KsHexHoverEvent extends Event {
  static readonly type = 'ks-hex-hover';
  constructor(
    readonly label: string | undefined,
    /** Names of the hex's terrain, lowest layer first. */
    readonly terrain: readonly string[],
  ) {
    super(KsHexHoverEvent.type, init);
  }
}

/** A tool was chosen in a tool bar. */
export class KsToolSelectEvent extends Event {
  static readonly type = 'ks-tool-select';
  constructor(readonly tool: string) {
    super(KsToolSelectEvent.type, init);
  }
}

/** A terrain was chosen in a palette. */
export class KsTerrainSelectEvent extends Event {
  static readonly type = 'ks-terrain-select';
  constructor(readonly terrain: string) {
    super(KsTerrainSelectEvent.type, init);
  }
}

/** A short message for the status bar and screen readers ("Saved hundred-days.map.json"). */
export class KsAnnounceEvent extends Event {
  static readonly type = 'ks-announce';
  constructor(readonly message: string) {
    super(KsAnnounceEvent.type, init);
  }
}

/** A values editor's values changed (undefined: no values left). */
export class KsValuesChangeEvent extends Event {
  static readonly type = 'ks-values-change';
  constructor(readonly values: Values | undefined) {
    super(KsValuesChangeEvent.type, init);
  }
}

/** A places field changed: one place, several to choose from, or none. */
export class KsPlacesChangeEvent extends Event {
  static readonly type = 'ks-places-change';
  constructor(readonly at: Place | Place[] | undefined) {
    super(KsPlacesChangeEvent.type, init);
  }
}

/** A node of the order-of-battle tree or a piece was chosen. */
export class KsNodeSelectEvent extends Event {
  static readonly type = 'ks-node-select';
  constructor(
    readonly kind: 'side' | 'nationality' | 'formation' | 'unit' | 'template',
    readonly id: string,
  ) {
    super(KsNodeSelectEvent.type, init);
  }
}

/** A map tool selected a place or a road link, or cleared the selection (`selection` undefined). */
export class KsMapSelectEvent extends Event {
  static readonly type = 'ks-map-select';
  constructor(readonly selection: MapSelection | undefined) {
    super(KsMapSelectEvent.type, init);
  }
}

/** A map tool asked to delete the selected place (the Delete key); whoever shows its references deletes it. */
export class KsMapDeleteRequestEvent extends Event {
  static readonly type = 'ks-map-delete-request';
  constructor(readonly selection: MapSelection) {
    super(KsMapDeleteRequestEvent.type, init);
  }
}

/**
 * A place in a mod's source was chosen (a rules error's file and line): the rules editor
 * should open the file there. `path` is a workspace path (`mods/outpost/src/combat.ts`).
 */
export class KsSourceOpenEvent extends Event {
  static readonly type = 'ks-source-open';
  constructor(
    readonly path: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(KsSourceOpenEvent.type, init);
  }
}

/** A value in a view tree was picked (to become a test's expectation). */
export class KsValuePickEvent extends Event {
  static readonly type = 'ks-value-pick';
  constructor(
    /** JSON pointer of the value from the tree's root. */
    readonly pointer: string,
    readonly value: unknown,
  ) {
    super(KsValuePickEvent.type, init);
  }
}

/**
 * A scenario test was recorded and should be written at `path`. Whoever writes it calls
 * `waitUntil` with the write, so the recorder can say whether it was saved.
 */
export class KsTestRecordEvent extends Event {
  static readonly type = 'ks-test-record';
  private written: Promise<void> | undefined;
  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    super(KsTestRecordEvent.type, init);
  }
  /** Takes the write over; the recorder waits for it. */
  waitUntil(write: Promise<void>): void {
    this.written = write;
  }
  /** The write, once someone took it; undefined when nobody did. */
  get write(): Promise<void> | undefined {
    return this.written;
  }
}

/** A source file was saved: its new version and the text written. */
export class KsSourceSavedEvent extends Event {
  static readonly type = 'ks-source-saved';
  constructor(
    readonly path: string,
    readonly version: string,
    readonly text: string,
  ) {
    super(KsSourceSavedEvent.type, init);
  }
}

/** A source file became dirty (edited since it was loaded or saved) or clean again. */
export class KsSourceDirtyEvent extends Event {
  static readonly type = 'ks-source-dirty';
  constructor(
    readonly path: string,
    readonly dirty: boolean,
  ) {
    super(KsSourceDirtyEvent.type, init);
  }
}

/** The errors and warnings the code editor shows for an open file changed (its whole list, as problems). */
export class KsSourceProblemsEvent extends Event {
  static readonly type = 'ks-source-problems';
  constructor(
    readonly path: string,
    readonly problems: readonly Problem[],
  ) {
    super(KsSourceProblemsEvent.type, init);
  }
}

/** The minimap was clicked or dragged: the view should be centred on `world` (map units). */
export class KsMinimapMoveEvent extends Event {
  static readonly type = 'ks-minimap-move';
  constructor(readonly world: { readonly x: number; readonly y: number }) {
    super(KsMinimapMoveEvent.type, init);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ks-source-open': KsSourceOpenEvent;
    'ks-value-pick': KsValuePickEvent;
    'ks-test-record': KsTestRecordEvent;
    'ks-source-saved': KsSourceSavedEvent;
    'ks-source-dirty': KsSourceDirtyEvent;
    'ks-source-problems': KsSourceProblemsEvent;
    'ks-map-select': KsMapSelectEvent;
    'ks-problem-select': KsProblemSelectEvent;
    'ks-document-open': KsDocumentOpenEvent;
    'ks-tab-select': KsTabSelectEvent;
    'ks-tab-close': KsTabCloseEvent;
    'ks-hex-hover': KsHexHoverEvent;
    'ks-tool-select': KsToolSelectEvent;
    'ks-terrain-select': KsTerrainSelectEvent;
    'ks-announce': KsAnnounceEvent;
    'ks-values-change': KsValuesChangeEvent;
    'ks-places-change': KsPlacesChangeEvent;
    'ks-node-select': KsNodeSelectEvent;
    'ks-minimap-move': KsMinimapMoveEvent;
  }
}
