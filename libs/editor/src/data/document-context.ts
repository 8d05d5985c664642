// What the data editors look up around the document they edit: the order of battle, the
// scenario and map that go with it, the manifests whose unit types and attribute schemas
// apply. Read from the editor's store each render (values are shared, so this is cheap).
import { attributeSchemasOf, CommandRefusedError, manifestsOfOob, unitTypesOf, type Editor, type StoredDocument } from '@kriegsspiel/editor-core';
import { KsAnnounceEvent } from '../events';
import type { MapDocument, ModManifest, OobDocument, ScenarioDocument, UnitType } from '@kriegsspiel/formats';

/** An order of battle with what checks and draws its units. */
export interface OobContext {
  readonly path: string;
  readonly oob: OobDocument;
  readonly manifests: readonly ModManifest[];
  readonly types: ReadonlyMap<string, UnitType>;
  readonly schemas: Readonly<Record<string, object>>;
}

/** A scenario with its order of battle and map, when the workspace has them. */
export interface ScenarioContext {
  readonly path: string;
  readonly scenario: ScenarioDocument;
  readonly oob?: OobContext;
  readonly mapPath?: string;
  readonly map?: MapDocument;
}

/** The document of a kind with an id. */
export function documentById(editor: Editor, kind: string, id: string | undefined): StoredDocument | undefined {
  return id === undefined ? undefined : editor.store.all().find((d) => d.kind === kind && (d.value as { id?: unknown } | undefined)?.id === id);
}

/** The order of battle at a path, with its manifests, types and attribute schemas. */
export function oobContext(editor: Editor, path: string): OobContext | undefined {
  const doc = editor.store.get(path);
  if (doc?.kind !== 'oob' || doc.value === undefined) return undefined;
  const oob = doc.value as OobDocument;
  const manifests = manifestsOfOob(editor.store.all(), path);
  return { path, oob, manifests, types: unitTypesOf(oob, manifests), schemas: attributeSchemasOf(manifests) };
}

/** The scenario at a path, with its order of battle and map. */
export function scenarioContext(editor: Editor, path: string): ScenarioContext | undefined {
  const doc = editor.store.get(path);
  if (doc?.kind !== 'scenario' || doc.value === undefined) return undefined;
  const scenario = doc.value as ScenarioDocument;
  const oobDoc = documentById(editor, 'oob', scenario.oob);
  const mapDoc = documentById(editor, 'map', scenario.map);
  return { path, scenario, oob: oobDoc ? oobContext(editor, oobDoc.path) : undefined, mapPath: mapDoc?.path, map: mapDoc?.value as MapDocument | undefined };
}

/** Scenarios that play an order of battle, as their main one or an alternate. */
export function scenariosUsing(editor: Editor, oobId: string): StoredDocument[] {
  return editor.store.all().filter((d) => {
    const s = d.value as ScenarioDocument | undefined;
    return d.kind === 'scenario' && s !== undefined && (s.oob === oobId || (s.alternateOobs ?? []).includes(oobId));
  });
}

/** Runs an edit; a refused command (a taken id, a formation moved into itself) is told to the person instead of thrown. */
export function runOrAnnounce(host: HTMLElement, action: () => void): boolean {
  try {
    action();
    return true;
  } catch (e) {
    if (!(e instanceof CommandRefusedError)) throw e;
    host.dispatchEvent(new KsAnnounceEvent(e.message));
    return false;
  }
}
