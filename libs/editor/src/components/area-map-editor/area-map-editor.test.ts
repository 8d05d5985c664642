import { afterEach, describe, expect, it } from 'vitest';
import { Editor } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import './area-map-editor';
import type { KsAreaMapEditor } from './area-map-editor';
import { areaPositions } from './area-map-editor.component';
import { key, shadow } from '../../test-support/dom';
import { modFiles } from '../../test-support/mods-fixtures';

afterEach(() => document.body.replaceChildren());

const path = 'mods/napoleons-eagles/maps/quatre-bras.map.json';

async function setup(): Promise<{ el: KsAreaMapEditor; editor: Editor; map: () => MapDocument }> {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'v' })));
  const el = document.createElement('ks-area-map-editor');
  el.style.cssText = 'display: flex; width: 1000px; height: 600px';
  el.editor = editor;
  el.path = path;
  document.body.append(el);
  await el.updateComplete;
  return { el, editor, map: () => editor.store.require(path).value as MapDocument };
}

/** The client position of a point of the graph (map units). */
function clientOf(el: KsAreaMapEditor, p: { x: number; y: number }): { clientX: number; clientY: number } {
  const svg = shadow(el).querySelector('svg') as SVGSVGElement;
  const m = svg.getScreenCTM() as DOMMatrix;
  const q = new DOMPoint(p.x, p.y).matrixTransform(m);
  return { clientX: q.x, clientY: q.y };
}

function pointer(target: Element, type: string, at: { clientX: number; clientY: number }, init: PointerEventInit = {}): void {
  target.dispatchEvent(
    new PointerEvent(type, { ...at, button: 0, buttons: type === 'pointerup' ? 0 : 1, bubbles: true, composed: true, pointerId: 1, ...init }),
  );
}

const areaNode = (el: KsAreaMapEditor, i: number) => shadow(el).querySelector(`[data-area="${i}"]`) as SVGGElement;

describe('ks-area-map-editor', () => {
  it('draws every area and connection of Quatre Bras, labelled for screen readers', async () => {
    const { el, map } = await setup();
    expect(shadow(el).querySelectorAll('[data-area]')).toHaveLength(map().areas?.length ?? 0);
    expect(shadow(el).querySelectorAll('[data-connection]')).toHaveLength(map().connections?.length ?? 0);
    expect(areaNode(el, 1).getAttribute('aria-label')).toMatch(/^French Wing A, wing, french/);
    expect(shadow(el).querySelector('[data-connection]')?.getAttribute('aria-label')).toBe('feeds connection, West Reserve to French Wing A');
  });

  it('moves an area by dragging, snapped to tens, as one undo step; Escape puts it back', async () => {
    const { el, editor, map } = await setup();
    const svg = shadow(el).querySelector('svg') as SVGSVGElement;
    const start = areaPositions(map().areas ?? [])[1] as { x: number; y: number };
    pointer(areaNode(el, 1), 'pointerdown', clientOf(el, start));
    pointer(svg, 'pointermove', clientOf(el, { x: start.x + 23, y: start.y + 8 }));
    pointer(svg, 'pointermove', clientOf(el, { x: start.x + 48, y: start.y + 31 }));
    pointer(svg, 'pointerup', clientOf(el, { x: start.x + 48, y: start.y + 31 }));
    expect(map().areas?.[1]?.position).toEqual({ x: start.x + 50, y: start.y + 30 });
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Move area']);
    await el.updateComplete;
    const moved = map().areas?.[1]?.position as { x: number; y: number };
    pointer(areaNode(el, 1), 'pointerdown', clientOf(el, moved));
    pointer(svg, 'pointermove', clientOf(el, { x: moved.x + 100, y: moved.y }));
    svg.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(map().areas?.[1]?.position).toEqual(moved);
    expect(editor.history.undoStack).toHaveLength(1);
  });

  it('connects two areas by dragging from the handle, with the chosen kind', async () => {
    const { el, map } = await setup();
    const kind = shadow(el).querySelector('#connect-kind') as HTMLInputElement;
    kind.value = 'reserve-link';
    kind.dispatchEvent(new Event('change'));
    const positions = areaPositions(map().areas ?? []);
    const handle = shadow(el).querySelector('[data-handle="0"]') as SVGCircleElement;
    const svg = shadow(el).querySelector('svg') as SVGSVGElement;
    pointer(handle, 'pointerdown', clientOf(el, { x: (positions[0]?.x ?? 0) + 75, y: positions[0]?.y ?? 0 }));
    pointer(svg, 'pointermove', clientOf(el, positions[7] as { x: number; y: number }));
    await el.updateComplete;
    expect(shadow(el).querySelector('.rubber')).not.toBeNull();
    pointer(svg, 'pointerup', clientOf(el, positions[7] as { x: number; y: number }));
    expect(map().connections?.at(-1)).toEqual({ from: 'fr-west-reserve', to: 'co-allied-reserve', kind: 'reserve-link' });
    await el.updateComplete;
    expect(shadow(el).querySelector('aside h2')?.textContent).toBe('Connection');
  });

  it('works from the keyboard: arrows move, C and Enter connect, Delete deletes with the connections', async () => {
    const { el, editor, map } = await setup();
    const before = map().areas?.[3]?.position;
    areaNode(el, 3).focus();
    key(areaNode(el, 3), 'ArrowRight');
    expect(map().areas?.[3]?.position).toEqual({ x: (before?.x ?? 0) + 10, y: before?.y });
    key(areaNode(el, 3), 'c');
    key(areaNode(el, 4), 'Enter');
    expect(map().connections?.at(-1)).toMatchObject({ from: 'front-a', to: 'front-b' });
    const connections = map().connections?.length ?? 0;
    key(areaNode(el, 3), 'Delete');
    expect(map().areas?.map((a) => a.id)).not.toContain('front-a');
    // Front Line A had two front connections and the new one.
    expect(map().connections).toHaveLength(connections - 3);
    editor.undo();
    expect(map().areas?.map((a) => a.id)).toContain('front-a');
    expect(map().connections).toHaveLength(connections);
  });

  it('adds and renames an area; a new id is carried to its connections', async () => {
    const { el, editor, map } = await setup();
    el.addArea();
    await el.updateComplete;
    const n = (map().areas?.length ?? 0) - 1;
    expect(map().areas?.[n]).toMatchObject({ id: 'area', name: 'New area' });
    const name = shadow(el).querySelector('#area-name') as HTMLInputElement;
    name.value = 'Grand Reserve';
    name.dispatchEvent(new Event('change'));
    expect(map().areas?.[n]?.name).toBe('Grand Reserve');
    el.select({ kind: 'area', index: 0 });
    await el.updateComplete;
    const id = shadow(el).querySelector('#area-id') as HTMLInputElement;
    id.value = 'fr-reserve';
    id.dispatchEvent(new Event('change'));
    expect(map().areas?.[0]?.id).toBe('fr-reserve');
    expect(map().connections?.filter((c) => c.from === 'fr-reserve')).toHaveLength(2);
    expect(editor.history.undoStack.map((s) => s.label)).toEqual(['Add area', 'Rename area', 'Change area id']);
  });

  it('edits and deletes a connection from the inspector', async () => {
    const { el, map } = await setup();
    el.reveal('/connections/0');
    await el.updateComplete;
    const oneWay = shadow(el).querySelector('#connection-one-way') as HTMLInputElement;
    oneWay.checked = true;
    oneWay.dispatchEvent(new Event('change'));
    expect(map().connections?.[0]?.oneWay).toBe(true);
    await el.updateComplete;
    expect(shadow(el).querySelector('[data-connection="0"] .line')?.getAttribute('marker-end')).toBe('url(#arrow)');
    (shadow(el).querySelector('aside .danger') as HTMLButtonElement).click();
    expect(map().connections?.[0]).toMatchObject({ from: 'fr-west-reserve', to: 'fr-wing-b' });
  });
});
