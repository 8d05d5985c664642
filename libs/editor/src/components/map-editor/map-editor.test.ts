import { afterEach, describe, expect, it } from 'vitest';
import { ActionManager, Editor, studioActions, type StudioActionContext } from '@kriegsspiel/editor-core';
import type { MapDocument } from '@kriegsspiel/formats';
import './map-editor';
import { labelAt } from './map-editor.component';
import { mount, shadow } from '../../test-support/dom';
import { hundredDays, hundredDaysMapPath, modFiles } from '../../test-support/mods-fixtures';
import type { KsMapView } from '../map-view/map-view';

afterEach(() => document.body.replaceChildren());

function setup() {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'v' })));
  const actions = new ActionManager<StudioActionContext>(() => ({ editor, activeDocument: () => hundredDaysMapPath, saveDocument: async () => undefined }));
  studioActions.forEach((a) => actions.register(a));
  return { editor, actions };
}

describe('ks-map-editor', () => {
  it('offers the tools and the hex terrain of the map and its ruleset', async () => {
    const { editor, actions } = setup();
    const el = await mount('ks-map-editor', { editor, actions, path: hundredDaysMapPath });
    const tools = [...shadow(el).querySelectorAll('[role="toolbar"] button')].map((b) => [
      b.textContent?.replace(/\s+/g, ' ').trim(),
      b.getAttribute('aria-pressed'),
    ]);
    expect(tools).toEqual([
      ['Pan H', 'false'],
      ['Terrain brush B', 'true'],
      ['Fill F', 'false'],
      ['Hexside S', 'false'],
      ['Road R', 'false'],
      ['Location L', 'false'],
      ['Region G', 'false'],
      ['Entry point E', 'false'],
      ['Background Shift+I', 'false'],
      ['Grid Shift+G', 'false'],
    ]);
    const palette = shadow(el).querySelector('ks-terrain-palette');
    expect(palette?.terrain.map((t) => t.id)).toEqual(['plains', 'forest', 'village', 'city']);
    expect(shadow(el).querySelector('ks-map-view')?.settings.terrain).toBe('forest');
  });

  it('registers its tool keys with the studio actions while shown, and refuses a clash', async () => {
    const { editor, actions } = setup();
    const el = await mount('ks-map-editor', { editor, actions, path: hundredDaysMapPath });
    await new Promise((r) => setTimeout(r));
    expect(actions.handleKey({ key: 'h', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false })).toBe(true);
    expect(el.tool).toBe('pan');
    expect(() => actions.register({ name: 'other', label: 'Other', shortcuts: ['B'], perform: () => undefined })).toThrow(/already taken/);
    el.remove();
    expect(actions.get('map-tool:pan')).toBeUndefined();
  });

  it('reveals the hex a problem points at', async () => {
    const { editor, actions } = setup();
    const el = await mount('ks-map-editor', { editor, actions, path: hundredDaysMapPath });
    el.reveal('/hexes/0408/terrain/0');
    expect(shadow(el).querySelector<KsMapView>('ks-map-view')?.selected).toBe('0408');
  });

  it('knows which hex a pointer into a map is about', () => {
    const { map } = hundredDays();
    expect(labelAt(map, '/hexes/0408/name')).toBe('0408');
    expect(labelAt(map, '/hexsides/0/between/1')).toBe(map.hexsides?.[0]?.between[1]);
    expect(labelAt(map, '/paths/0/hexes/2')).toBe(map.paths?.[0]?.hexes[2]);
    expect(labelAt(map, '/name')).toBeUndefined();
    expect(labelAt({ ...map, hexsides: [] } as MapDocument, '/hexsides/0')).toBeUndefined();
  });
});
