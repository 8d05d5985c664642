// The studio's access to files, to games ready to play and to scenario tests: the workspace
// server's HTTP API, asked by the contract both ends share (`@kriegsspiel/workspace-server/api`).
import type { DiskFile, ImageWriteResult, WorkspaceAccess, WorkspaceListing, WriteResult } from '@kriegsspiel/editor-core';
import type { PortableGame } from '@kriegsspiel/runner/portable';
import {
  routeUrl,
  workspaceRoutes,
  type ApiAnswer,
  type ApiBody,
  type ApiError,
  type ApiErrors,
  type ApiQuery,
  type RouteName,
  type WorkspaceChanges,
} from '@kriegsspiel/workspace-server/api';
import { GameLoadError, type GameRequest, type GameSource } from '../rules/game-source';
import type { ListedTest, PreparedTests, TestSource } from '../rules/test-source';
import type { SourceFile, SourceFiles, TypeLibrary } from '../rules/source-files';

/** A {@link WorkspaceAccess} that can also read every document at once, and may say what changed on disk. */
export interface StudioWorkspace extends WorkspaceAccess {
  readAll(): Promise<DiskFile[]>;
  /** The paths changed on disk after `since` (a number an earlier answer gave); without it, the number to start from. */
  changes?(since?: number): Promise<WorkspaceChanges>;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T & Partial<ApiError>;
  if (!res.ok && res.status !== 409) throw new Error(body.error ?? `the server answered ${res.status}`);
  return body;
}

/** Asks one route of the workspace API (its method and address from the shared contract) and reads the answer. */
async function ask<R extends RouteName>(base: string, route: R, query?: ApiQuery<R>, body?: ApiBody<R>): Promise<Response> {
  const init: RequestInit = body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return fetch(routeUrl(route, base, query), { method: workspaceRoutes[route].method, ...init });
}

/** Talks to the workspace server at `base` (the page's own origin by default), by the contract in `@kriegsspiel/workspace-server/api`. */
export class HttpWorkspace implements StudioWorkspace, GameSource, TestSource, SourceFiles {
  constructor(private readonly base: string = location.origin) {}

  async listing(): Promise<WorkspaceListing> {
    return json<ApiAnswer<'listing'>>(await ask(this.base, 'listing'));
  }

  async readAll(): Promise<DiskFile[]> {
    return json<ApiAnswer<'documents'>>(await ask(this.base, 'documents'));
  }

  async read(path: string): Promise<DiskFile> {
    return json<ApiAnswer<'readFile'>>(await ask(this.base, 'readFile', { path }));
  }

  async write(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    return this.put('writeFile', path, text, baseVersion);
  }

  async changes(since?: number): Promise<WorkspaceChanges> {
    return json<ApiAnswer<'changes'>>(await ask(this.base, 'changes', since === undefined ? {} : { since: String(since) }));
  }

  imageUrl(path: string): string {
    return routeUrl('image', this.base, { path });
  }

  async writeImage(path: string, bytes: Uint8Array): Promise<ImageWriteResult> {
    // Base64 in a JSON body: the server takes writes as JSON only, which a form on another site cannot send.
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    const res = await ask(this.base, 'writeImage', { path }, { base64: btoa(binary) });
    if (res.status === 409) return { ok: false, exists: true };
    await json<ApiAnswer<'writeImage'>>(res);
    return { ok: true };
  }

  async readSource(path: string): Promise<SourceFile | null> {
    const res = await ask(this.base, 'readSource', { path });
    if (res.status === 404) return null;
    return json<ApiAnswer<'readSource'>>(res);
  }

  async writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    return this.put('writeSource', path, text, baseVersion);
  }

  async typeLibraries(): Promise<readonly TypeLibrary[]> {
    return (await json<ApiAnswer<'types'>>(await ask(this.base, 'types'))).libraries;
  }

  /** A conditional write: 409 comes back as the conflict, with what is on disk. */
  private async put(route: 'writeFile' | 'writeSource', path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    const res = await ask(this.base, route, { path }, { text, baseVersion });
    if (res.status === 409) {
      const body = await json<ApiErrors<typeof route>[409]>(res);
      // A file deleted on disk comes back as an empty one with no version: saving over it creates it again.
      return { ok: false, conflict: { path, text: body.text ?? '', version: body.version ?? '' } };
    }
    const body = await json<ApiAnswer<typeof route>>(res);
    return { ok: true, version: body.version };
  }

  async game(request: GameRequest): Promise<PortableGame> {
    const res = await ask(this.base, 'game', {
      scenario: request.scenario,
      houseRule: request.houseRules ?? [],
      ...(request.options && Object.keys(request.options).length > 0 ? { options: JSON.stringify(request.options) } : {}),
    });
    if (res.status === 422) {
      const refused = (await res.json()) as ApiErrors<'game'>[422];
      throw new GameLoadError(refused.failure, refused.bundle);
    }
    return (await json<ApiAnswer<'game'>>(res)).game;
  }

  async listTests(mod?: string): Promise<ListedTest[]> {
    return (await json<ApiAnswer<'tests'>>(await ask(this.base, 'tests', mod === undefined ? {} : { mod }))).tests;
  }

  async prepareTests(paths: readonly string[]): Promise<PreparedTests> {
    return json<ApiAnswer<'prepareTests'>>(await ask(this.base, 'prepareTests', {}, { paths }));
  }
}
