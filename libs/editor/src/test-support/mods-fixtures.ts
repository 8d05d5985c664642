// Real data from mods/ for stories and component tests: every JSON file, as text, with the
// workspace paths and mod ids the server would give them. The texts come in one module made
// by mod-files.vite.ts (one module, not one request per file: see there).
import type { MapDocument, ModManifest } from '@kriegsspiel/formats';
import { Editor } from '@kriegsspiel/editor-core';
import raw from 'virtual:kriegsspiel-mod-files';
import { MemoryWorkspace } from './memory-workspace';

/** A file of mods/ as the server hands it over. */
export interface FixtureFile {
  readonly path: string;
  readonly text: string;
  readonly mod?: string;
}

function load(): FixtureFile[] {
  const entries = Object.entries(raw).map(([path, text]) => ({ path, text }));
  const modIds = new Map<string, string>();
  for (const e of entries) {
    if (!e.path.endsWith('/mod.json')) continue;
    try {
      modIds.set(e.path.slice(0, -'/mod.json'.length), (JSON.parse(e.text) as { id: string }).id);
    } catch {
      // A broken manifest names no mod.
    }
  }
  return entries.map((e) => ({ ...e, mod: modIds.get(e.path.split('/').slice(0, 2).join('/')) })).sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Every JSON file under mods/. */
export const modFiles: readonly FixtureFile[] = load();

/** One file by workspace path. */
export function modFile(path: string): FixtureFile {
  const file = modFiles.find((f) => f.path === path);
  if (!file) throw new Error(`no fixture ${path}`);
  return file;
}

export const hundredDaysMapPath = 'mods/hundred-days-arclight/maps/hundred-days.map.json';
export const hundredDaysScenarioPath = 'mods/hundred-days-arclight/scenarios/campaign.scenario.json';
export const hundredDaysModPath = 'mods/hundred-days-arclight/mod.json';
export const hundredDaysOobPath = 'mods/hundred-days-arclight/oobs/hundred-days.oob.json';
export const waterlooCampaignOobPath = 'mods/waterloo-campaign-rbm/oobs/waterloo-campaign.oob.json';
export const eaglesScenarioPath = 'mods/napoleons-eagles/scenarios/quatre-bras.scenario.json';

/** An editor over an in-memory copy of every document in mods/. */
export function modsEditor(): Editor {
  const editor = new Editor();
  editor.store.load(modFiles.map((f) => ({ ...f, version: 'fixture' })));
  return editor;
}

/** The Hundred Days map and its ruleset's manifest, parsed. */
export function hundredDays(): { map: MapDocument; manifest: ModManifest } {
  return { map: JSON.parse(modFile(hundredDaysMapPath).text) as MapDocument, manifest: JSON.parse(modFile(hundredDaysModPath).text) as ModManifest };
}

/** A workspace over a copy of mods/ held in memory. */
export function modsWorkspace(files: readonly FixtureFile[] = modFiles): MemoryWorkspace {
  return new MemoryWorkspace(files, 'hundred-days-campaign');
}
