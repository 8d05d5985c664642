// Flat-top and pointy-top grids differ only in these numbers, never in code
// paths: every layout function multiplies by the matrix it is given (Red Blob
// implementation guide § Layout, "Orientation").
import type { HexDirection } from './axial';

/** Which way the hexes sit: flat edge on top (columns) or a corner on top (rows). */
export type Orientation = 'flat' | 'pointy';

/** Compass names for screen directions, north at the top of the screen. */
export type Compass = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** The forward (hex → pixel) and backward (pixel → hex) matrices plus corner geometry of one orientation. */
export interface OrientationMatrix {
  readonly name: Orientation;
  readonly f0: number;
  readonly f1: number;
  readonly f2: number;
  readonly f3: number;
  readonly b0: number;
  readonly b1: number;
  readonly b2: number;
  readonly b3: number;
  /** Angle of corner 0, in sixths of a full turn (y grows down, so angles turn clockwise on screen). */
  readonly startAngle: number;
  /** Corner index where the side facing direction 0 starts; side d runs from corner (this − d) to the next one. */
  readonly sideStartCorner: number;
  /** The compass name of each direction index on screen. */
  readonly compass: readonly [Compass, Compass, Compass, Compass, Compass, Compass];
}

const SQRT3 = Math.sqrt(3);

/** The two orientation matrices (Red Blob implementation guide § Layout). */
export const orientations: Readonly<Record<Orientation, OrientationMatrix>> = {
  pointy: {
    name: 'pointy',
    f0: SQRT3,
    f1: SQRT3 / 2,
    f2: 0,
    f3: 3 / 2,
    b0: SQRT3 / 3,
    b1: -1 / 3,
    b2: 0,
    b3: 2 / 3,
    startAngle: 0.5,
    sideStartCorner: 5,
    compass: ['E', 'NE', 'NW', 'W', 'SW', 'SE'],
  },
  flat: {
    name: 'flat',
    f0: 3 / 2,
    f1: 0,
    f2: SQRT3 / 2,
    f3: SQRT3,
    b0: 2 / 3,
    b1: 0,
    b2: -1 / 3,
    b3: SQRT3 / 3,
    startAngle: 0,
    sideStartCorner: 0,
    compass: ['SE', 'NE', 'N', 'NW', 'SW', 'S'],
  },
};

/** The compass name of a direction on screen, e.g. direction 0 is `'E'` on a pointy grid and `'SE'` on a flat one. */
export function compassOf(orientation: Orientation, d: HexDirection): Compass {
  return orientations[orientation].compass[d];
}

/** The direction index with that compass name, or undefined when the orientation has no such direction (no `'E'` on flat grids). */
export function directionOfCompass(orientation: Orientation, name: Compass): HexDirection | undefined {
  const index = orientations[orientation].compass.indexOf(name);
  return index < 0 ? undefined : (index as HexDirection);
}
