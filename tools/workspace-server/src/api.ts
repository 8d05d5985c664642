// The workspace server's HTTP API as one contract: each route's method and address, what
// its query and body hold, what it answers, and the shape of its errors. The server
// (`server.ts`) answers by it and the studio's client (libs/editor's `HttpWorkspace`) asks by
// it, so the two cannot drift apart. Pure: types, a table and an address builder; the page
// imports it as `@kriegsspiel/workspace-server/api`.
// Plain-data types only: the engine's (pure), and the runner's portable game by its own pure file.
import type { PortableTests, RulesFailure } from '@kriegsspiel/engine';
import type { PortableGame, PortableProgram } from '@kriegsspiel/runner/portable';

/** A file's content and version, as the API hands it over. */
export interface FileContent {
  /** Workspace path, `/`-separated: `mods/outpost/maps/outpost.map.json`. */
  readonly path: string;
  readonly text: string;
  /** The server's token for this content (its SHA-256); sent back on save to detect changes on disk. */
  readonly version: string;
  /** Id of the mod whose folder holds the file (`GET /api/documents` only). */
  readonly mod?: string;
}

/** A mod folder in the listing. */
export interface ModEntry {
  /** The manifest's `id` (absent when `mod.json` is missing or broken). */
  readonly id?: string;
  readonly name?: string;
  /** Workspace path of the folder (`mods/outpost`). */
  readonly folder: string;
  /** Workspace paths of its JSON files, sorted. */
  readonly documents: string[];
}

/** What `GET /api/workspace` answers: the roots, the mods and every file under the roots. */
export interface Listing {
  readonly roots: { readonly name: string }[];
  readonly mods: ModEntry[];
  readonly files: string[];
  /** The scenario to open first, when the server was told one. */
  readonly defaultScenario?: string;
}

/** A scenario test of the workspace, as `GET /api/tests` lists it. */
export interface ListedTest {
  /** The test file's workspace path. */
  readonly path: string;
  /** The test's name; the file's name when it is not valid JSON. */
  readonly name: string;
  /** The workspace folder of the mod it belongs to (`mods/outpost`); the file's folder when it is in no mod. */
  readonly mod: string;
  /** The rulebook section it pins down. */
  readonly rule?: string;
}

/** A declaration file the editor's TypeScript knows: `file:///node_modules/@kriegsspiel/rules-sdk/index.d.ts`. */
export interface TypeLibrary {
  readonly path: string;
  readonly text: string;
}

/** What `GET /api/changes` answers: the workspace paths changed (written, created, removed) outside the page's knowledge. */
export interface WorkspaceChanges {
  /** The number of the latest change: ask from it next time. */
  readonly seq: number;
  /** Workspace paths changed after `since`, sorted, once each. */
  readonly paths: string[];
  /** True when `since` is not one this server can answer for (it restarted, or the page is too far behind): read everything again. */
  readonly reset: boolean;
}

/** Every error answer (4xx, 5xx) carries at least a sentence saying what went wrong. */
export interface ApiError {
  readonly error: string;
}

/** `409` to a write: the file changed on disk since it was read; here is what is there now (`null`s when nothing is). */
export interface WriteConflict extends ApiError {
  readonly path: string;
  readonly text: string | null;
  readonly version: string | null;
}

/** `422` to `GET /api/game`: the scenario's rules could not be loaded, and why. */
export interface GameRefused extends ApiError {
  readonly failure: RulesFailure;
  /** The scenario's documents, when only its rules were at fault: enough to play it by hand (free play). */
  readonly bundle?: PortableGame['bundle'];
}

/** A write of one file, conditional on the version the edits were made on (`null`: the file must not exist yet). */
export interface WriteRequest {
  readonly text: string;
  readonly baseVersion: string | null;
}

/** What a route takes and answers: query parameters, JSON body, the `200` answer and the other answers it may give. */
interface Route<Query, Body, Answer, Errors = Record<never, never>> {
  readonly query: Query;
  readonly body: Body;
  readonly answer: Answer;
  readonly errors: Errors;
}

type NoQuery = Record<never, never>;

/** Every route of the API, by name. */
export interface WorkspaceApi {
  /** The roots, mods and files. */
  listing: Route<NoQuery, undefined, Listing>;
  /** Every document of every mod, with its mod's id. */
  documents: Route<NoQuery, undefined, FileContent[]>;
  /** A scenario's game, ready to play in the page, with house rules stacked after its own mods. */
  game: Route<
    {
      readonly scenario: string;
      readonly houseRule?: readonly string[];
      /** Game options as a JSON object (`{"grandBattery":4}`). */ readonly options?: string;
    },
    undefined,
    { readonly game: PortableGame },
    { 422: GameRefused }
  >;
  /** The scenario tests of the workspace, or of one mod's folder. */
  tests: Route<{ readonly mod?: string }, undefined, { readonly tests: ListedTest[] }>;
  /** The tests of these files, ready to run, from the files as saved now. */
  prepareTests: Route<NoQuery, { readonly paths: readonly string[] }, PortableTests<PortableProgram>>;
  /** One JSON document; `404` when it does not exist. */
  readFile: Route<{ readonly path: string }, undefined, FileContent, { 404: ApiError }>;
  /** Writes one JSON document (text that does not parse is refused with `400`). */
  writeFile: Route<{ readonly path: string }, WriteRequest, { readonly path: string; readonly version: string }, { 409: WriteConflict }>;
  /** One source file of a mod (code, documents, notes); `404` when it does not exist. */
  readSource: Route<{ readonly path: string }, undefined, FileContent, { 404: ApiError }>;
  /** Writes one source file. */
  writeSource: Route<{ readonly path: string }, WriteRequest, { readonly path: string; readonly version: string }, { 409: WriteConflict }>;
  /** One image file of a mod (PNG, JPEG, SVG: a map's background), as its bytes with its type; `404` when it does not exist. */
  image: Route<{ readonly path: string }, undefined, Blob, { 404: ApiError }>;
  /**
   * Writes a new image file (a background picture chosen in the page), its bytes in base64;
   * `409` when a file of that name is already there (it is never replaced).
   */
  writeImage: Route<{ readonly path: string }, { readonly base64: string }, { readonly path: string; readonly version: string }, { 409: ApiError }>;
  /** The declarations of the rules SDK, for the code editor. */
  types: Route<NoQuery, undefined, { readonly libraries: TypeLibrary[] }>;
  /** The files changed on disk since the number `since` (a number this route gave); without it, the number to start from. */
  changes: Route<{ readonly since?: string }, undefined, WorkspaceChanges>;
}

/** The name of a route. */
export type RouteName = keyof WorkspaceApi;
/** A route's query parameters (a list is sent as the parameter repeated). */
export type ApiQuery<R extends RouteName> = WorkspaceApi[R]['query'];
/** A route's JSON body. */
export type ApiBody<R extends RouteName> = WorkspaceApi[R]['body'];
/** A route's `200` answer. */
export type ApiAnswer<R extends RouteName> = WorkspaceApi[R]['answer'];
/** A route's other answers, by status. */
export type ApiErrors<R extends RouteName> = WorkspaceApi[R]['errors'];

/** Where each route is and which method it takes. Routes that share an address take different methods. */
export const workspaceRoutes = {
  listing: { method: 'GET', path: '/api/workspace' },
  documents: { method: 'GET', path: '/api/documents' },
  game: { method: 'GET', path: '/api/game' },
  tests: { method: 'GET', path: '/api/tests' },
  prepareTests: { method: 'POST', path: '/api/tests/prepare' },
  readFile: { method: 'GET', path: '/api/file' },
  writeFile: { method: 'PUT', path: '/api/file' },
  readSource: { method: 'GET', path: '/api/source' },
  writeSource: { method: 'PUT', path: '/api/source' },
  image: { method: 'GET', path: '/api/image' },
  writeImage: { method: 'PUT', path: '/api/image' },
  types: { method: 'GET', path: '/api/types' },
  changes: { method: 'GET', path: '/api/changes' },
} as const satisfies Record<RouteName, { readonly method: 'GET' | 'PUT' | 'POST'; readonly path: `/api/${string}` }>;

/** The address of a route on `base` (the server's origin), with its query. */
export function routeUrl<R extends RouteName>(route: R, base: string, query?: ApiQuery<R>): string {
  const url = new URL(workspaceRoutes[route].path, base);
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, string | readonly string[] | undefined>)) {
    if (typeof value === 'string') url.searchParams.set(name, value);
    else for (const item of value ?? []) url.searchParams.append(name, item);
  }
  return url.href;
}

/** A query parameter of a route, as the server reads it: its one value, or `undefined`. */
export function queryValue<R extends RouteName>(_route: R, params: URLSearchParams, name: keyof ApiQuery<R> & string): string | undefined {
  return params.get(name) ?? undefined;
}

/** A repeated query parameter of a route, as the server reads it: every value, in order. */
export function queryValues<R extends RouteName>(_route: R, params: URLSearchParams, name: keyof ApiQuery<R> & string): string[] {
  return params.getAll(name);
}
