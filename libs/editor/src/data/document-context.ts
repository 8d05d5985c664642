// What the data editors look up around the document they edit: the order of battle, the
// scenario and map that go with it, the manifests whose unit types and attribute schemas
// apply. Read from the editor's store each render (values are shared, so this is cheap).
import { attributeSchemasOf, CommandRefusedError, manifestsOfOob, unitTypesOf, type Editor, type TypedDocument } from '@kriegsspiel/editor-core';
import { KsAnnounceEvent } from '../events';
import type { DocumentKind, MapDocument, ModManifest, OobDocument, ScenarioDocument, UnitType } from '@kriegsspiel/formats';

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
export function documentById<K extends DocumentKind>(editor: Editor, kind: K, id: string | undefined): TypedDocument<K> | undefined {
  return id === undefined ? undefined : editor.store.ofKind(kind).find((d) => (d.value as { id?: unknown }).id === id);
}

/** The order of battle at a path, with its manifests, types and attribute schemas. */
export function oobContext(editor: Editor, path: string): OobContext | undefined {
  const oob = editor.store.get(path, 'oob')?.value;
  if (!oob) return undefined;
  const manifests = manifestsOfOob(editor.store.all(), path);
  return { path, oob, manifests, types: unitTypesOf(oob, manifests), schemas: attributeSchemasOf(manifests) };
}

/** The scenario at a path, with its order of battle and map. */
export function scenarioContext(editor: Editor, path: string): ScenarioContext | undefined {
  const scenario = editor.store.get(path, 'scenario')?.value;
  if (!scenario) return undefined;
  const oobDoc = documentById(editor, 'oob', scenario.oob);
  const mapDoc = documentById(editor, 'map', scenario.map);
  return { path, scenario, oob: oobDoc ? oobContext(editor, oobDoc.path) : undefined, mapPath: mapDoc?.path, map: mapDoc?.value };
}

/** Scenarios that play an order of battle, as their main one or an alternate. */
export function scenariosUsing(editor: Editor, oobId: string): TypedDocument<'scenario'>[] {
  return editor.store.ofKind('scenario').filter(({ value: s }) => s.oob === oobId || (s.alternateOobs ?? []).includes(oobId));
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
