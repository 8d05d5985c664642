// The map editor with each tool: palettes, the inspector and grid settings beside the
// map, the set-up drawn as counters, and the area view of maps that have areas.
import { afterEach, describe, expect, it } from 'vitest';
import { ActionManager, Editor, studioActions, type StudioActionContext } from '@kriegsspiel/editor-core';
import './map-editor';
import { scenariosOfMap } from './map-editor.component';
import { key, mount, shadow } from '../../test-support/dom';
import { hundredDaysMapPath, hundredDaysScenarioPath, modFiles } from '../../test-support/mods-fixtures';
import type { KsMapView } from '../map-view/map-view';
import type { KsMapEditor } from './map-editor';

afterEach(() => document.body.replaceChildren());

function setup() {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'v' })));
  const actions = new ActionManager<StudioActionContext>(() => ({ editor, activeDocument: () => hundredDaysMapPath, saveDocument: async () => undefined }));
  studioActions.forEach((a) => actions.register(a));
  return { editor, actions, map: () => editor.store.require(hundredDaysMapPath, 'map').value };
}

const view = (el: KsMapEditor) => shadow(el).querySelector('ks-map-view') as KsMapView;

function click(v: KsMapView, label: string): void {
  const canvas = v.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
  const rect = canvas.getBoundingClientRect();
  const at = v.screenOf(label) as { x: number; y: number };
  for (const type of ['pointerdown', 'pointerup'])
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

async function mounted() {
  const { editor, actions, map } = setup();
  const el = await mount('ks-map-editor', { editor, actions, path: hundredDaysMapPath });
  el.style.cssText = 'display: flex; height: 700px; width: 1200px';
  await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return { el, editor, actions, map };
}

describe('ks-map-editor tools', () => {
  it('shows the palette each tool needs: hex terrain, hexside terrain, roads', async () => {
    const { el } = await mounted();
    const palette = () => shadow(el).querySelector('ks-terrain-palette');
    expect(palette()?.terrain.map((t) => t.id)).toEqual(['plains', 'forest', 'village', 'city']);
    el.selectTool('hexside');
    await el.updateComplete;
    expect(palette()?.terrain.map((t) => t.id)).toEqual(['steep-slope']);
    expect(view(el).settings.hexsideTerrain).toBe('steep-slope');
    el.selectTool('road');
    await el.updateComplete;
    expect(palette()?.terrain.map((t) => t.id)).toEqual(['road']);
    expect(view(el).settings.pathTerrain).toBe('road');
    expect(shadow(el).querySelector('#tool-hint')?.textContent).toMatch(/one-way/);
  });

  it('selects tools by their keys, and the pressed button follows', async () => {
    const { el, actions } = await mounted();
    await new Promise((r) => setTimeout(r));
    for (const [k, id] of [
      ['s', 'hexside'],
      ['r', 'road'],
      ['f', 'terrain-fill'],
      ['l', 'location'],
      ['g', 'region'],
      ['e', 'entry-point'],
    ] as const) {
      expect(actions.handleKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false })).toBe(true);
      expect(el.tool).toBe(id);
    }
    actions.handleKey({ key: 'G', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false });
    expect(el.tool).toBe('grid');
    await el.updateComplete;
    expect(shadow(el).querySelector('[aria-pressed="true"]')?.textContent).toContain('Grid');
    expect(shadow(el).querySelector('aside ks-grid-settings')).not.toBeNull();
  });

  it('adds a location with a click and renames it in the inspector, one step each', async () => {
    const { el, editor, map } = await mounted();
    el.selectTool('location');
    await el.updateComplete;
    const before = map().locations?.length ?? 0;
    click(view(el), '0303');
    await el.updateComplete;
    expect(map().locations?.[before]).toEqual({ id: 'location', name: 'New location', hex: '0303' });
    const inspector = shadow(el).querySelector('ks-place-inspector');
    await inspector?.updateComplete;
    const name = inspector?.shadowRoot?.querySelector('#name') as HTMLInputElement;
    name.value = 'Fleurus';
    name.dispatchEvent(new Event('change'));
    expect(map().locations?.[before]?.name).toBe('Fleurus');
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add location', 'Rename location']);
    // Delete from the keyboard on the map: the inspector asks first (nothing refers to the new place).
    const canvas = view(el).shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    key(canvas, 'Delete');
    const ask = inspector?.shadowRoot?.querySelector('ks-delete-dialog');
    await ask?.updateComplete;
    await expect.poll(() => (ask?.shadowRoot?.querySelector('dialog') as HTMLDialogElement | null)?.open).toBe(true);
    expect(map().locations).toHaveLength(before + 1);
    (ask?.shadowRoot?.querySelector('button.danger') as HTMLButtonElement).click();
    await expect.poll(() => map().locations).toHaveLength(before);
  });

  it('draws the set-up of the map scenario as counters, and none on request', async () => {
    const { el, editor } = await mounted();
    expect(scenariosOfMap(editor, hundredDaysMapPath)[0]?.path).toBe(hundredDaysScenarioPath);
    const stacks = view(el).counters;
    // The French draw two face-down units onto each of their three villages.
    expect(stacks.filter((s) => s.counters.every((c) => c.faceDown)).length).toBeGreaterThanOrEqual(3);
    const select = shadow(el).querySelector('.counters select') as HTMLSelectElement;
    select.value = '';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(view(el).counters).toEqual([]);
  });

  it('reveals places in the inspector', async () => {
    const { el, map } = await mounted();
    el.reveal('/locations/1/hex');
    await el.updateComplete;
    expect(el.tool).toBe('location');
    const inspector = shadow(el).querySelector('ks-place-inspector');
    await inspector?.updateComplete;
    expect(inspector?.shadowRoot?.querySelector('h2')?.textContent).toContain(map().locations?.[1]?.name ?? '?');
    expect(view(el).selected).toBe(map().locations?.[1]?.hex);
  });
});

describe('ks-map-editor on area maps', () => {
  it('edits an area-only map with the area graph', async () => {
    const { editor, actions } = setup();
    const el = await mount('ks-map-editor', { editor, actions, path: 'mods/napoleons-eagles/maps/quatre-bras.map.json' });
    expect(shadow(el).querySelector('ks-area-map-editor')).not.toBeNull();
    expect(shadow(el).querySelector('ks-map-view')).toBeNull();
  });

  it('offers both views for a map with a grid and areas', async () => {
    const { editor, actions } = setup();
    const path = hundredDaysMapPath;
    editor.store.load([
      {
        path,
        text: JSON.stringify({ ...editor.store.require(path, 'map').value, areas: [{ id: 'box', name: 'Box', position: { x: 0, y: 0 } }] }),
        version: 'v',
        mod: 'hundred-days-arclight',
      },
    ]);
    const el = await mount('ks-map-editor', { editor, actions, path });
    const tabs = [...shadow(el).querySelectorAll('[role="tab"]')] as HTMLButtonElement[];
    expect(tabs.map((t) => t.textContent)).toEqual(['Hex grid', 'Areas']);
    tabs[1]?.click();
    await el.updateComplete;
    expect(shadow(el).querySelector('ks-area-map-editor')).not.toBeNull();
    el.reveal('/hexes/0408');
    await el.updateComplete;
    expect(shadow(el).querySelector('ks-map-view')).not.toBeNull();
  });
});
