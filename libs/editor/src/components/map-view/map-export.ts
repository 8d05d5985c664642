// The whole map as a file for print. The PNG: the same static layers the view paints into
// its tiles (terrain, the background picture, roads, rivers, places, labels and, when asked,
// counters) painted once into a canvas the size of the map, at 300 dpi. The SVG: the same
// parts as vector shapes and text (no background picture: it is for tracing, not printing).
import { pixelBounds } from '@kriegsspiel/hex';
import { mapSvg } from '@kriegsspiel/editor-core';
import { MapScene, drawMapRegion } from './map-renderer';
import type { MapRect } from './map-paint';

/** Dots per inch of an exported map; a map pixel is a CSS pixel, 1/96 inch. */
export const PRINT_DPI = 300;
/** The largest side Chromium's canvases take, and the largest area worth encoding. */
const maxSide = 16384;
const maxArea = 200_000_000;

/** What to export. */
export interface MapExportOptions {
  /** Draw the set-up's counters too. */
  readonly counters: boolean;
}

/** The size of an exported map: its rectangle in map pixels, device pixels per map pixel, and the picture's size. */
export interface MapExportSize {
  readonly rect: MapRect;
  readonly scale: number;
  readonly width: number;
  readonly height: number;
  /** True when the map is too large for print resolution and was scaled down to fit a canvas. */
  readonly reduced: boolean;
}

/** The rectangle and scale of a scene's export: every hex with a margin of half a hex, at {@link PRINT_DPI}. */
export function mapExportSize(scene: MapScene): MapExportSize {
  const b = pixelBounds(
    scene.layout,
    scene.placed.map((p) => p.hex),
  );
  const pad = scene.size / 2;
  const rect = { minX: Math.floor(b.minX - pad), minY: Math.floor(b.minY - pad), maxX: Math.ceil(b.maxX + pad), maxY: Math.ceil(b.maxY + pad) };
  const w = rect.maxX - rect.minX;
  const h = rect.maxY - rect.minY;
  const print = PRINT_DPI / 96;
  const scale = Math.min(print, maxSide / w, maxSide / h, Math.sqrt(maxArea / (w * h)));
  return { rect, scale, width: Math.round(w * scale), height: Math.round(h * scale), reduced: scale < print };
}

/** The scene with or without its counters. */
function sceneFor(scene: MapScene, options: MapExportOptions): MapScene {
  return options.counters ? scene : new MapScene(scene.drawing, scene.layout, scene.placed, [], scene.kinds, scene.picture);
}

/** Paints the whole map into a canvas of {@link mapExportSize}. */
export function paintMapExport(scene: MapScene, options: MapExportOptions): { canvas: OffscreenCanvas; size: MapExportSize } {
  const size = mapExportSize(scene);
  const canvas = new OffscreenCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('this browser gives no 2D canvas to export the map with');
  ctx.setTransform(size.scale, 0, 0, size.scale, -size.rect.minX * size.scale, -size.rect.minY * size.scale);
  drawMapRegion(ctx, sceneFor(scene, options), size.rect, size.scale);
  return { canvas, size };
}

/** The map as a PNG file at print resolution (its pHYs says 300 dpi, so it prints at the map's size). */
export async function mapToPng(scene: MapScene, options: MapExportOptions): Promise<Blob> {
  const { canvas } = paintMapExport(scene, options);
  return withResolution(await canvas.convertToBlob({ type: 'image/png' }), PRINT_DPI);
}

/**
 * The map as a vector SVG sized in inches for print: hexes as paths filled by terrain, roads
 * and hexsides as strokes, numbers and names as text (editor-core's `mapSvg`), with the
 * scene's counters when asked.
 */
export function mapToSvg(scene: MapScene, options: MapExportOptions): Blob {
  const { svg } = mapSvg(scene.drawing, { hexSize: scene.size, counters: options.counters ? scene.stacks : [] });
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** A PNG with a pHYs chunk saying `dpi` put after its header, so it prints at the intended size. */
async function withResolution(png: Blob, dpi: number): Promise<Blob> {
  const bytes: Uint8Array<ArrayBuffer> = new Uint8Array(await png.arrayBuffer());
  const ppm = Math.round(dpi / 0.0254);
  const data = new Uint8Array(9);
  const view = new DataView(data.buffer);
  view.setUint32(0, ppm);
  view.setUint32(4, ppm);
  data[8] = 1;
  const chunk = pngChunk('pHYs', data);
  // Signature (8) and the IHDR chunk (4 + 4 + 13 + 4) come first.
  const at = 33;
  return new Blob([bytes.subarray(0, at), chunk, bytes.subarray(at)], { type: 'image/png' });
}

function pngChunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(12 + data.length));
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = (crcTable[(crc ^ b) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
