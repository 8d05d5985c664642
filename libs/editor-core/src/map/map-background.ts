// A map's background image as geometry: where it sits (offset, scale, rotation about its
// top left corner, in map pixels) with the defaults filled in, and the moves the editor
// makes of it. Pure: drawing it is the view's job.
import type { BackgroundImage } from '@kriegsspiel/formats';
import type { Point } from '@kriegsspiel/hex';

/** A background with every default filled in. */
export interface BackgroundPlacement {
  readonly image: string;
  readonly offset: Point;
  readonly scale: number;
  /** Degrees clockwise. */
  readonly rotation: number;
  readonly opacity: number;
}

/** The opacity a background has when the map does not say. */
export const DEFAULT_BACKGROUND_OPACITY = 0.5;

/** The placement of a background, defaults filled in. */
export function backgroundPlacement(background: BackgroundImage): BackgroundPlacement {
  return {
    image: background.image,
    offset: background.offset ?? { x: 0, y: 0 },
    scale: background.scale ?? 1,
    rotation: background.rotation ?? 0,
    opacity: background.opacity ?? DEFAULT_BACKGROUND_OPACITY,
  };
}

/** Where a point of the image (image pixels) lands on the map (map pixels). */
export function imageToMapPoint(background: BackgroundImage, p: Point): Point {
  const { offset, scale, rotation } = backgroundPlacement(background);
  const a = (rotation * Math.PI) / 180;
  const x = p.x * scale;
  const y = p.y * scale;
  return { x: offset.x + x * Math.cos(a) - y * Math.sin(a), y: offset.y + x * Math.sin(a) + y * Math.cos(a) };
}

/** The background moved by `dx`, `dy` map pixels, rounded to tenths so the file stays readable. */
export function movedBackground(background: BackgroundImage, dx: number, dy: number): BackgroundImage {
  const { offset } = backgroundPlacement(background);
  return { ...background, offset: { x: round(offset.x + dx), y: round(offset.y + dy) } };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}
