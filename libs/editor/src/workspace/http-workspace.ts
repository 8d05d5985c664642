// The studio's access to files, to games ready to play and to scenario tests: the workspace
// server's HTTP API.
import type { DiskFile, WorkspaceAccess, WorkspaceListing, WriteResult } from '@kriegsspiel/editor-core';
import type { RulesFailure } from '@kriegsspiel/engine';
import type { PortableGame } from '@kriegsspiel/runner/browser';
import { GameLoadError, type GameRequest, type GameSource } from '../rules/game-source';
import type { ListedTest, PreparedTests, TestSource } from '../rules/test-source';
import type { SourceFile, SourceFiles, TypeLibrary } from '../rules/source-files';

/** A {@link WorkspaceAccess} that can also read every document at once. */
export interface StudioWorkspace extends WorkspaceAccess {
  readAll(): Promise<DiskFile[]>;
}

async function json<T>(res: Response): Promise<T> {
  const body = (await res.json()) as T & { error?: string };
  if (!res.ok && res.status !== 409) throw new Error(body.error ?? `the server answered ${res.status}`);
  return body;
}

/** Talks to the workspace server at `base` (the page's own origin by default). */
export class HttpWorkspace implements StudioWorkspace, GameSource, TestSource, SourceFiles {
  constructor(private readonly base: string = location.origin) {}

  private url(route: string, path?: string): string {
    const url = new URL(route, this.base);
    if (path !== undefined) url.searchParams.set('path', path);
    return url.href;
  }

  async listing(): Promise<WorkspaceListing> {
    return json<WorkspaceListing>(await fetch(this.url('/api/workspace')));
  }

  async readAll(): Promise<DiskFile[]> {
    return json<DiskFile[]>(await fetch(this.url('/api/documents')));
  }

  async read(path: string): Promise<DiskFile> {
    return json<DiskFile>(await fetch(this.url('/api/file', path)));
  }

  async write(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    return this.put('/api/file', path, text, baseVersion);
  }

  async readSource(path: string): Promise<SourceFile | null> {
    const res = await fetch(this.url('/api/source', path));
    if (res.status === 404) return null;
    return json<SourceFile>(res);
  }

  async writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    return this.put('/api/source', path, text, baseVersion);
  }

  async typeLibraries(): Promise<readonly TypeLibrary[]> {
    return (await json<{ libraries: TypeLibrary[] }>(await fetch(this.url('/api/types')))).libraries;
  }

  /** A conditional write: 409 comes back as the conflict, with what is on disk. */
  private async put(route: string, path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    const res = await fetch(this.url(route, path), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, baseVersion }),
    });
    if (res.status === 409) {
      const body = await json<{ text: string | null; version: string | null }>(res);
      // A file deleted on disk comes back as an empty one with no version: saving over it creates it again.
      return { ok: false, conflict: { path, text: body.text ?? '', version: body.version ?? '' } };
    }
    const body = await json<{ version: string }>(res);
    return { ok: true, version: body.version };
  }

  async game(request: GameRequest): Promise<PortableGame> {
    const url = new URL(this.url('/api/game'));
    url.searchParams.set('scenario', request.scenario);
    for (const houseRule of request.houseRules ?? []) url.searchParams.append('houseRule', houseRule);
    const res = await fetch(url.href);
    if (res.status === 422) throw new GameLoadError(((await res.json()) as { failure: RulesFailure }).failure);
    return (await json<{ game: PortableGame }>(res)).game;
  }

  async listTests(mod?: string): Promise<ListedTest[]> {
    const url = new URL(this.url('/api/tests'));
    if (mod !== undefined) url.searchParams.set('mod', mod);
    return (await json<{ tests: ListedTest[] }>(await fetch(url.href))).tests;
  }

  async prepareTests(paths: readonly string[]): Promise<PreparedTests> {
    const res = await fetch(this.url('/api/tests/prepare'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ paths }) });
    return json<PreparedTests>(res);
  }
}
