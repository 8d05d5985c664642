// @kriegsspiel/hex: pure hex-grid geometry. Axial coordinates for storage,
// cube coordinates inside the algorithms, offset coordinates and printed labels
// at the edges. No DOM, no Node: it runs in QuickJS, workers and browsers.
export type { Cube, FractionalHex, Hex, HexDirection, HexKey } from './axial';
export {
  add,
  allDirections,
  areAdjacent,
  axialToCube,
  cubeToAxial,
  direction,
  directionBetween,
  directions,
  distance,
  hex,
  hexEquals,
  hexFromKey,
  hexKey,
  lerp,
  neighbor,
  neighbors,
  oppositeDirection,
  rotateAround,
  rotateLeft,
  rotateRight,
  round,
  scale,
  subtract,
} from './axial';
export { range, ring, spiral } from './range';
export type { Compass, Orientation, OrientationMatrix } from './orientation';
export { compassOf, directionOfCompass, orientations } from './orientation';
export type { OffsetCoord, OffsetParity, OffsetSystem } from './offset';
export { axialToOffset, offsetToAxial } from './offset';
export type { LabelArea, LabelAxis, LabelScheme, ParsedLabel } from './labels';
export { alphabetOf, checkLabelScheme, createLabelFormatter, formatLabel, lettersToNumber, numberToLetters, parseLabel } from './labels';
export type { BoardConfig, Grid, GridConfig, LabelResult, MapEdge } from './grid';
export { boardOffsetParity, checkGridConfig, createGrid, DEFAULT_LABEL_SCHEME } from './grid';
export type { Layout, PickedHexside, Point } from './layout';
export {
  createLayout,
  hexCornerOffset,
  hexCorners,
  hexsideEndpoints,
  hexsideMidpoint,
  hexToPixel,
  nearestHexside,
  pixelBounds,
  pixelToHexFractional,
  pixelToHexRounded,
} from './layout';
export type { NudgedLine } from './line';
export { hexsidesAlong, linedraw, lineNudged } from './line';
export type { HexsideKey } from './hexside';
export { directionOfHexside, hexesOfHexside, hexsideKey, hexsideOf } from './hexside';
export type { FoundPath, MovementOptions, PathOptions, Reached } from './pathfinding';
export { findPath, pathTo, reachable } from './pathfinding';
export type { ArcSide } from './facing';
export { arcSide, attackedThrough, facingToward, frontalArc, frontalHexsides, hexDot, rearHexsides } from './facing';
export type { AlongHexside, SightStep } from './sight';
export { firstBlock, hasLineOfSight, runsAlongHexsides, sightLine } from './sight';
