import { afterEach, describe, expect, it } from 'vitest';
import { makeUnitFromTemplate } from '@kriegsspiel/editor-core';
import type { ScenarioDocument } from '@kriegsspiel/formats';
import './setup-editor';
import { mount, shadow } from '../../test-support/dom';
import { eaglesScenarioPath, hundredDaysOobPath, hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';
import type { KsMapView } from '../map-view/map-view';

afterEach(() => document.body.replaceChildren());

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

async function setup(path = hundredDaysScenarioPath) {
  const editor = modsEditor();
  editor.run(makeUnitFromTemplate, hundredDaysOobPath, {
    template: 'blank-fr-inf',
    id: 'fr-inf-4f',
    name: 'Division Girard',
    formation: 'armee-du-nord',
    values: { combat: 4 },
    printed: '4',
  });
  const el = await mount('ks-setup-editor', { editor, path });
  el.style.cssText = 'display: block; width: 1100px; height: 700px';
  await el.updateComplete;
  await frames();
  await el.updateComplete;
  const scenario = () => editor.store.require(path).value as ScenarioDocument;
  return { editor, el, scenario, root: shadow(el) };
}

function drop(target: Element, units: string[], at?: { x: number; y: number }): void {
  const dataTransfer = new DataTransfer();
  dataTransfer.setData('application/x-kriegsspiel-units', JSON.stringify(units));
  const init = { bubbles: true, composed: true, cancelable: true, dataTransfer, clientX: at?.x ?? 0, clientY: at?.y ?? 0 };
  target.dispatchEvent(new DragEvent('dragover', init));
  target.dispatchEvent(new DragEvent('drop', init));
}

describe('ks-setup-editor', () => {
  it('lists the units not yet placed: the new unit, not those in pools or set up', async () => {
    const { root } = await setup();
    expect([...root.querySelectorAll('.unplaced [data-unit]')].map((b) => b.getAttribute('data-unit'))).toEqual(['fr-inf-4f']);
    expect(root.querySelector('.elsewhere')?.textContent).toContain('box french-hand');
    expect(root.querySelector('.elsewhere')?.textContent).toContain('2 drawn from french-bag at location f3, face down');
  });

  it('places a unit dropped on a hex, shows its stack there, and undoes it in one step', async () => {
    const { editor, el, root, scenario } = await setup();
    const view = root.querySelector('ks-map-view') as KsMapView;
    const rect = view.getBoundingClientRect();
    const at = view.screenOf('0303') as { x: number; y: number };
    drop(root.querySelector('.map') as Element, ['fr-inf-4f'], { x: rect.left + at.x, y: rect.top + at.y });
    expect(scenario().setup?.at(-1)).toEqual({ units: ['fr-inf-4f'], at: { hex: '0303' } });
    expect(editor.history.undoStack.at(-1)?.label).toBe('Place Division Girard on hex 0303');
    await el.updateComplete;
    await frames();
    const marker = root.querySelector('[data-stack="hex:0303"]') as HTMLElement;
    expect(marker.getAttribute('aria-label')).toBe('Stack on hex 0303: Division Girard');
    const box = marker.getBoundingClientRect();
    expect(Math.abs(box.left + box.width / 2 - (rect.left + at.x))).toBeLessThan(2);
    expect(root.querySelectorAll('.unplaced [data-unit]')).toHaveLength(0);
    editor.undo();
    await el.updateComplete;
    expect(root.querySelector('[data-stack="hex:0303"]')).toBeNull();
  });

  it('places by keyboard: choose the unit, type a hex, Place; flags a hex off the map', async () => {
    const { el, root, scenario } = await setup();
    (root.querySelector('[data-unit="fr-inf-4f"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const input = root.querySelector('#place-target') as HTMLInputElement;
    input.value = '9999';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect(root.querySelector('#place-message')?.textContent).toBe('Hex 9999 is not on the map.');
    input.value = '0404';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    (root.querySelector('.place-form button[type="submit"]') as HTMLButtonElement).click();
    expect(scenario().setup?.at(-1)).toEqual({ units: ['fr-inf-4f'], at: { hex: '0404' } });
    await el.updateComplete;
    // The stack is chosen: toggle it face down and set its facing.
    const faceDown = root.querySelector('.stack-detail input[type="checkbox"]') as HTMLInputElement;
    faceDown.click();
    expect(scenario().setup?.at(-1)?.faceDown).toBe(true);
    const facing = [...root.querySelectorAll('.stack-detail select')].at(-1) as HTMLSelectElement;
    expect([...facing.options].map((o) => o.value)).toEqual(['', 'n', 'ne', 'se', 's', 'sw', 'nw']);
  });

  it('takes a unit off the map into a new scheduled arrival, as one undo step', async () => {
    const { editor, el, root, scenario } = await setup();
    const announced: string[] = [];
    el.addEventListener('ks-announce', (e) => announced.push((e as Event & { message: string }).message));
    (root.querySelector('[data-unit="fr-inf-4f"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const input = root.querySelector('#place-target') as HTMLInputElement;
    input.value = '0404';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    (root.querySelector('.place-form button[type="submit"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const later = root.querySelector('.stack-detail button[aria-label="Division Girard arrives later"]') as HTMLButtonElement;
    expect(later.disabled).toBe(false);
    later.click();
    // Hundred Days schedules nothing yet: the arrival starts on the first turn at the map's first location.
    expect(scenario().setup?.some((p) => p.units?.includes('fr-inf-4f'))).toBe(false);
    expect(scenario().reinforcements?.schedule).toEqual([{ turn: 1, units: ['fr-inf-4f'], at: { location: expect.any(String) } }]);
    expect(editor.history.undoStack.at(-1)?.label).toBe('Division Girard arrives later');
    expect(announced.at(-1)).toMatch(/^Division Girard now arrives on turn 1 at location \S+: see Reinforcements$/);
    editor.undo();
    expect(scenario().setup?.at(-1)).toEqual({ units: ['fr-inf-4f'], at: { hex: '0404' } });
    expect(scenario().reinforcements?.schedule).toBeUndefined();
  });

  it('pans on a drag and places on a click, with a unit chosen', async () => {
    const { el, root, scenario } = await setup();
    (root.querySelector('[data-unit="fr-inf-4f"]') as HTMLButtonElement).click();
    await el.updateComplete;
    const view = root.querySelector('ks-map-view') as KsMapView;
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const rect = canvas.getBoundingClientRect();
    const send = (type: string, at: { x: number; y: number }, buttons: number) =>
      canvas.dispatchEvent(new PointerEvent(type, { clientX: rect.left + at.x, clientY: rect.top + at.y, button: 0, buttons, pointerId: 1, bubbles: true }));
    const placed = scenario().setup?.length;
    const before = view.view.pan;
    const from = view.screenOf('0303') as { x: number; y: number };
    send('pointerdown', from, 1);
    send('pointermove', { x: from.x + 30, y: from.y + 12 }, 1);
    send('pointermove', { x: from.x + 60, y: from.y + 24 }, 1);
    send('pointerup', { x: from.x + 60, y: from.y + 24 }, 0);
    expect(view.view.pan).toEqual({ x: before.x + 60, y: before.y + 24 });
    expect(scenario().setup?.length).toBe(placed);
    const at = view.screenOf('0303') as { x: number; y: number };
    send('pointerdown', at, 1);
    send('pointerup', at, 0);
    expect(scenario().setup?.at(-1)).toEqual({ units: ['fr-inf-4f'], at: { hex: '0303' } });
  });

  it('moves the stacks with the map during a zoom, then lays them out again when it rests', async () => {
    const { el, root } = await setup();
    const view = root.querySelector('ks-map-view') as KsMapView;
    const canvas = view.shadowRoot?.querySelector('canvas') as HTMLCanvasElement;
    const markers = root.querySelector('.markers') as HTMLElement;
    const hex = '0303';
    const rect = view.getBoundingClientRect();
    const at = view.screenOf(hex) as { x: number; y: number };
    drop(root.querySelector('.map') as Element, ['fr-inf-4f'], { x: rect.left + at.x, y: rect.top + at.y });
    await el.updateComplete;
    await frames();
    const marker = () => root.querySelector(`[data-stack="hex:${hex}"]`) as HTMLElement;
    const box = (view.shadowRoot?.querySelector('.surface') as HTMLElement).getBoundingClientRect();
    // The stack's centre across, against its hex's centre in the view as it is now.
    const offCentre = () => {
      const r = marker().getBoundingClientRect();
      return Math.abs(r.left + r.width / 2 - (box.left + (view.screenOf(hex)?.x ?? NaN)));
    };
    expect(offCentre()).toBeLessThan(1);
    canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, clientX: box.left + 300, clientY: box.top + 200, bubbles: true, cancelable: true }));
    await new Promise((r) => requestAnimationFrame(r));
    expect(canvas.style.transform).toMatch(/scale\(1\.\d+\)$/);
    expect(markers.style.transform).toBe(canvas.style.transform);
    expect(offCentre()).toBeLessThan(1);
    await new Promise((r) => setTimeout(r, 250));
    await frames();
    await el.updateComplete;
    expect(markers.style.transform).toBe('');
    expect(offCentre()).toBeLessThan(1);
  });

  it('moves units between the areas of Napoleon’s Eagles', async () => {
    const { root, scenario } = await setup(eaglesScenarioPath);
    expect(root.querySelector('[data-area="fr-west-reserve"]')?.textContent).toContain('Ney');
    drop(root.querySelector('[data-area="fr-wing-a"]') as Element, ['fr-ney']);
    expect(scenario().setup?.[0]?.units).toEqual(['fr-ii-5-9-div', 'fr-guard-cavalry']);
    expect(scenario().setup?.at(-1)).toEqual({ units: ['fr-ney'], at: { area: 'fr-wing-a' } });
  });

  it('zooms and pans the area map as every map view does, with a minimap', async () => {
    const { el, root } = await setup(eaglesScenarioPath);
    const svg = root.querySelector('svg.area-map') as SVGSVGElement;
    const box = () => (svg.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number, number];
    const before = box();
    const r = svg.getBoundingClientRect();
    svg.dispatchEvent(new WheelEvent('wheel', { deltaY: -400, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2, bubbles: true, cancelable: true }));
    await el.updateComplete;
    const zoomed = box();
    expect(zoomed[2]).toBeLessThan(before[2] * 0.8);
    // A drag on the ground between areas pans.
    const ground = { x: r.left + 3, y: r.bottom - 3 };
    const send = (type: string, dx: number, buttons: number) =>
      svg.dispatchEvent(new PointerEvent(type, { clientX: ground.x + dx, clientY: ground.y, button: 0, buttons, pointerId: 1, bubbles: true }));
    send('pointerdown', 0, 1);
    send('pointermove', 30, 1);
    send('pointermove', 60, 1);
    send('pointerup', 60, 0);
    await el.updateComplete;
    expect(box()[0]).toBeLessThan(zoomed[0]);
    expect(root.querySelector('ks-minimap')).not.toBeNull();
    // The areas stay drop targets at any zoom.
    expect(root.querySelector('[data-area="fr-west-reserve"]')?.textContent).toContain('Ney');
  });
});
