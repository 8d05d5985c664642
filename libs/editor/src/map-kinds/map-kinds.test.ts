// Adding a map kind is one file per side: this test registers a kind the studio does not
// have (objectives, each on a hex with its points) and finds it in the tool bar with its
// hint, editing the map with its tool, painted by its layer, in the hover readout, in
// "show me" from a pointer, and redrawn when an undo takes it away.
import { afterEach, describe, expect, it } from 'vitest';
import { Editor, insertItem, mapEditorTools, type MapKind, type MapToolDefinition } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import '../components/map-editor/map-editor';
import type { KsMapEditor } from '../components/map-editor/map-editor';
import type { KsMapView } from '../components/map-view/map-view';
import { mount, shadow } from '../test-support/dom';
import { hundredDaysMapPath, modFiles } from '../test-support/mods-fixtures';
import { mapKindViews, type MapKindView } from './index';

afterEach(() => document.body.replaceChildren());

interface Objective {
  readonly hex: string;
  readonly points: number;
}
const objectivesOf = (map: MapDocument): readonly Objective[] => (map as MapDocument & { objectives?: Objective[] }).objectives ?? [];

// The data side, as a file in editor-core's map/kinds would hold it.
const objectiveTool: MapToolDefinition = {
  id: 'objective',
  label: 'Objective',
  shortcut: 'O',
  hint: 'Click a hex to make it an objective.',
  cursor: 'pointer',
  create: () => ({
    state: 'idle',
    onPointerDown(ctx, e) {
      if (e.button !== 0 || e.label === undefined) return;
      ctx.editor.run(insertItem, ctx.path, { pointer: '/objectives', value: { hex: e.label, points: 1 }, label: 'Add objective' });
    },
  }),
};
const objectivesKind: MapKind = {
  id: 'objectives',
  label: 'Objectives',
  noun: 'objective',
  pointer: '/objectives',
  tools: [objectiveTool],
  hexAt: (map, [index]) => objectivesOf(map)[Number(index)]?.hex,
  changedHexes: (before, after) => {
    const a = objectivesOf(before);
    const b = objectivesOf(after);
    return a === b ? [] : [...a.filter((o) => !b.includes(o)), ...b.filter((o) => !a.includes(o))].map((o) => o.hex);
  },
  describeAt: (map, label) => objectivesOf(map).flatMap((o) => (o.hex === label ? [`objective, ${o.points} point`] : [])),
};

// The drawing side, as a file in src/map-kinds would hold it.
const magenta = '#ff00ff';
const objectivesView: MapKindView = {
  kind: objectivesKind,
  layers: [
    {
      z: 65,
      draw({ ctx, scene }) {
        ctx.fillStyle = magenta;
        for (const o of objectivesOf(scene.map)) {
          const at = scene.resolve(o.hex);
          if (!at) continue;
          ctx.beginPath();
          ctx.arc(at.center.x, at.center.y, scene.size * 0.3, 0, Math.PI * 2);
          ctx.fill();
        }
      },
    },
  ],
};

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

function pixelAt(view: KsMapView, label: string): [number, number, number] {
  view.renderNow();
  const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
  const at = view.screenOf(label) as { x: number; y: number };
  const dpr = canvas.width / canvas.getBoundingClientRect().width;
  const [r, g, b] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(Math.round(at.x * dpr), Math.round(at.y * dpr), 1, 1).data;
  return [r as number, g as number, b as number];
}

function pointer(view: KsMapView, type: string, label: string): void {
  const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
  const rect = canvas.getBoundingClientRect();
  const at = view.screenOf(label) as { x: number; y: number };
  canvas.dispatchEvent(
    new PointerEvent(type, {
      clientX: rect.left + at.x,
      clientY: rect.top + at.y,
      button: 0,
      buttons: type === 'pointerdown' ? 1 : 0,
      bubbles: true,
      pointerId: 1,
    }),
  );
}

describe('map kinds', () => {
  it('a kind registered in one file per side is in the tool bar, edited by its tool, drawn, described, revealed and redrawn', async () => {
    const editor = new Editor();
    editor.store.load(modFiles.map((f) => ({ ...f, version: 'v' })));
    const map = () => editor.store.require(hundredDaysMapPath, 'map').value;
    const el: KsMapEditor = await mount('ks-map-editor', { editor, path: hundredDaysMapPath, scenario: '', kinds: [...mapKindViews, objectivesView] });
    el.style.cssText = 'display: flex; height: 700px; width: 1200px';
    await el.updateComplete;
    await frames();

    // The tool bar: every tool of the registry, the new one after the other kinds, before the background and grid settings.
    const buttons = [...shadow(el).querySelectorAll('[role="toolbar"] button')].map((b) => b.textContent?.trim().split(/\s+/)[0]);
    expect(buttons).toEqual(mapEditorTools([...mapKindViews.map((v) => v.kind), objectivesKind]).map((t) => t.label.split(' ')[0]));
    expect(buttons.at(-3)).toBe('Objective');
    el.selectTool('objective');
    await el.updateComplete;
    expect(shadow(el).querySelector('#tool-hint')?.textContent).toBe('Click a hex to make it an objective.');

    // Its tool edits the map; its layer paints it.
    const view = shadow(el).querySelector('ks-map-view') as KsMapView;
    const hex = '0310';
    expect(pixelAt(view, hex)).not.toEqual([255, 0, 255]);
    pointer(view, 'pointerdown', hex);
    pointer(view, 'pointerup', hex);
    expect(objectivesOf(map())).toEqual([{ hex, points: 1 }]);
    await el.updateComplete;
    await view.updateComplete;
    expect(pixelAt(view, hex)).toEqual([255, 0, 255]);

    // The readout describes it; a pointer into it shows its hex.
    pointer(view, 'pointermove', hex);
    await view.updateComplete;
    expect(view.shadowRoot?.querySelector('.readout')?.textContent).toContain('objective, 1 point');
    el.reveal('/objectives/0/points');
    expect(view.selected).toBe(hex);

    // Undone, the hex it changed is painted again without it.
    editor.undo();
    await el.updateComplete;
    await view.updateComplete;
    expect(pixelAt(view, hex)).not.toEqual([255, 0, 255]);
  });
});
