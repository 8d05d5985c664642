// What a ruleset says to draw for a role: the pieces on the map (on hexes or on areas), the
// markers beside them, the tracks of the game (turn, victory points, demoralization) and
// places worth pointing at. The studio's board draws exactly this, so it never has to guess
// where pieces are from the shape of a view. Like `view`, a picture shows only what its role
// may see: a face-down piece carries its side (and the nationality its back shows), never
// its id, type or values.
import type { HexDirection } from '@kriegsspiel/hex';

/**
 * Where something stands: a hex, by the map's own labels, or an area of an area map, by id.
 * An area may be on the map of another battle fought in the same game (a campaign's battles
 * fought side by side, `campaign.beside`): `map` names that battle, and the board draws its
 * map beside the game's own.
 */
export type PicturePlace = { readonly hex: string } | { readonly area: string; readonly map?: string };

/** What every piece shows, face up or down. */
interface PieceOnMap {
  readonly at: PicturePlace;
  /** The side it belongs to (an order of battle's side id): its counter's colours. */
  readonly side: string;
  /** The nationality its counter shows, where counters differ by nationality (front and back). */
  readonly nationality?: string;
  /**
   * The hexside it faces, for rules with facing: a direction 0–5 of `@kriegsspiel/hex`
   * (`directions`), which the map's orientation turns into a compass point (`compassOf`).
   */
  readonly facing?: HexDirection;
}

/** A piece whose face the role sees. */
export interface FaceUpPiece extends PieceOnMap {
  /** The unit's id (the order of battle's), by which actions name it. */
  readonly id: string;
  readonly faceDown?: false;
  /** The unit's type as the manifest names it (`infantry`, `cavalry`, `leader`…): its symbol. */
  readonly type?: string;
  /** The name the counter prints, when it is not the order of battle's. */
  readonly label?: string;
  /** The values as the counter prints them (`4-6`, `5`). */
  readonly values?: string;
  /**
   * Face down on the table: the role sees its face only because the piece is its own, while
   * the enemy sees its back. The board marks such a piece, so that its owner can tell what the
   * enemy does not know.
   */
  readonly hidden?: boolean;
}

/** A piece the role sees only from the back: nothing of it but its side (and nationality) is given. */
export interface FaceDownPiece extends PieceOnMap {
  readonly faceDown: true;
}

/** A piece on the map. Pieces at one place form a stack, bottom first in the order listed. */
export type PicturePiece = FaceUpPiece | FaceDownPiece;

/** A marker at a place: a moving marker, a battle declared, a fortification. */
export interface PictureMarker {
  readonly at: PicturePlace;
  /** What kind of marker it is (`moving`, `battle`): the board may draw kinds it knows differently. */
  readonly kind?: string;
  /** What the marker says, in a word or two. */
  readonly text?: string;
  /** The side it belongs to, when it belongs to one. */
  readonly side?: string;
}

/** A track beside the map: the turn, victory points, a side's demoralization. */
export interface PictureTrack {
  readonly name: string;
  /** Where the track's marker stands: a number within `range`, or one of `steps`. */
  readonly value: number | string;
  /** The lowest and highest numbers of a numbered track. */
  readonly range?: readonly [number, number];
  /** The boxes of a track whose boxes have names (`dawn`, `morning`…), in order. */
  readonly steps?: readonly (number | string)[];
  /** The side whose track it is, when it is one side's. */
  readonly side?: string;
}

/** A place the rules point at for this role (a battle in progress, the last hex moved to). */
export interface PictureHighlight {
  readonly at: PicturePlace;
  /** Why, in a few words (shown as the place's tooltip). */
  readonly note?: string;
}

/** A hex whose terrain the rules changed in play (a terrain tile laid, a village burnt). */
export interface PictureTerrain {
  readonly hex: string;
  /** The terrain types the hex has now, as the map's `hexes` entries name them; they replace the map's. */
  readonly terrain: readonly string[];
}

/**
 * What to draw for one role: the answer of a ruleset's `picture` hook. Everything in it is
 * plain JSON, and it shows only what that role may see (as `view` does).
 */
export interface Picture {
  readonly pieces: readonly PicturePiece[];
  readonly markers?: readonly PictureMarker[];
  readonly tracks?: readonly PictureTrack[];
  readonly highlights?: readonly PictureHighlight[];
  /** Hexes whose terrain differs from the map's now: the board draws them with this terrain. */
  readonly terrain?: readonly PictureTerrain[];
  /**
   * The battle beside the game's (a place's `map`) whose areas the legal actions name now; the
   * game's own map when unset. The board marks and clicks that map's areas for them.
   */
  readonly actionsOn?: string;
}
