// The background picture and the export, in Chromium: the picture is painted over the
// terrain fills and under the grid at its opacity, placed by its offset and scale, and the
// exported PNG is the whole map at 300 dpi.
import { afterEach, describe, expect, it } from 'vitest';
import { createLayout, hexToPixel } from '@kriegsspiel/hex';
import { mapDrawing, terrainTypesFor, type MapDrawing } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import { MapScene, placeHexes, type BackgroundPicture } from './map-renderer';
import { PRINT_DPI, mapExportSize, mapToPng, paintMapExport } from './map-export';
import { hundredDays, hundredDaysMapPath, modFile } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

/** A solid pure-blue picture of `w` x `h` pixels. */
function bluePicture(w: number, h: number): BackgroundPicture {
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  ctx.fillStyle = '#0000ff';
  ctx.fillRect(0, 0, w, h);
  return canvas;
}

function sceneOf(map: MapDocument, picture?: BackgroundPicture): MapScene {
  const { manifest } = hundredDays();
  const drawing = mapDrawing(map, terrainTypesFor(map, [manifest])) as MapDrawing;
  const layout = createLayout(drawing.grid.config.orientation, 30);
  return new MapScene(drawing, layout, placeHexes(drawing, layout), [], undefined, picture);
}

/** The colour of the exported picture at a point of the map (map pixels). */
function pixelAt(scene: MapScene, x: number, y: number): [number, number, number] {
  const { canvas, size } = paintMapExport(scene, { counters: false });
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const data = ctx.getImageData(Math.round((x - size.rect.minX) * size.scale), Math.round((y - size.rect.minY) * size.scale), 1, 1).data;
  return [data[0] as number, data[1] as number, data[2] as number];
}

describe('the background picture and the export', () => {
  const base = JSON.parse(modFile(hundredDaysMapPath).text) as MapDocument;

  it('paints the picture over the fills at its opacity, only where its offset and scale put it', () => {
    const layout = createLayout('flat', 30);
    // Off the hex's centre, where roads pass, and below its label.
    const at = hexToPixel(layout, { q: 4, r: 2 });
    const centre = { x: at.x + 9, y: at.y + 9 };
    const picture = bluePicture(20, 20);
    // 20 picture pixels at scale 2 cover 40 map pixels from the offset: the hex centre is inside.
    const map = { ...base, background: { image: 'scan.png', offset: { x: centre.x - 20, y: centre.y - 20 }, scale: 2, opacity: 1 } };
    const plain = pixelAt(sceneOf(base), centre.x, centre.y);
    const covered = pixelAt(sceneOf(map, picture), centre.x, centre.y);
    const half = pixelAt(sceneOf({ ...map, background: { ...map.background, opacity: 0.5 } }, picture), centre.x, centre.y);
    const outside = pixelAt(sceneOf(map, picture), centre.x + 60, centre.y);
    expect(covered).toEqual([0, 0, 255]);
    expect(half[2]).toBeGreaterThan(plain[2]);
    expect(half[0]).toBeLessThan(plain[0]);
    expect(half[0]).toBeGreaterThan(0);
    expect(outside).toEqual(pixelAt(sceneOf(base), centre.x + 60, centre.y));
  });

  it('a large picture drawn small (through its reduced copies) keeps its colour and its place', () => {
    const layout = createLayout('flat', 30);
    const at = hexToPixel(layout, { q: 4, r: 2 });
    const centre = { x: at.x + 9, y: at.y + 9 };
    const map = { ...base, background: { image: 'scan.png', offset: { x: 0, y: 0 }, scale: 0.1, opacity: 1 } };
    // 4,000 picture pixels at 0.1 cover 400 map pixels (hex 4,2 is inside); at 300 dpi a
    // picture pixel is under a device pixel, so a halved copy is drawn.
    const scene = sceneOf(map, bluePicture(4000, 4000));
    expect(pixelAt(scene, centre.x, centre.y)).toEqual([0, 0, 255]);
    expect(pixelAt(scene, 420, centre.y)).not.toEqual([0, 0, 255]);
  });

  it('exports a PNG of the whole map at 300 dpi, saying so in its pHYs chunk', async () => {
    const scene = sceneOf(base);
    const size = mapExportSize(scene);
    expect(size.scale).toBeCloseTo(PRINT_DPI / 96, 9);
    expect(size.reduced).toBe(false);
    const bytes = new Uint8Array(await (await mapToPng(scene, { counters: true })).arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([...bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(view.getUint32(16)).toBe(size.width);
    expect(view.getUint32(20)).toBe(size.height);
    expect(String.fromCharCode(...bytes.subarray(37, 41))).toBe('pHYs');
    expect(view.getUint32(41)).toBe(11811);
    // The picture decodes: a PNG the browser reads back at the same size.
    const decoded = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    expect([decoded.width, decoded.height]).toEqual([size.width, size.height]);
  });
});
