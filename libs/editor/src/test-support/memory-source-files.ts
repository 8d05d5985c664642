// Source files held in memory, for stories and component tests that have no server: the
// same versions and conflict answers as the server's `/api/source`.
import type { WriteResult } from '@kriegsspiel/editor-core';
import type { SourceFile, SourceFiles, TypeLibrary } from '../rules/source-files';

export class MemorySourceFiles implements SourceFiles {
  readonly files = new Map<string, { text: string; version: string }>();
  /** Every write asked for, in order (what a test checks was sent). */
  readonly writes: { path: string; text: string; baseVersion: string | null }[] = [];
  private counter = 0;

  constructor(
    files: readonly { path: string; text: string }[],
    private readonly libraries: readonly TypeLibrary[] = [],
  ) {
    for (const f of files) this.files.set(f.path, { text: f.text, version: this.nextVersion() });
  }

  private nextVersion(): string {
    return `mem-${++this.counter}`;
  }

  /** The paths of the files, as the workspace listing gives them. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** Changes a file as another program would. */
  changeOnDisk(path: string, text: string): void {
    this.files.set(path, { text, version: this.nextVersion() });
  }

  async readSource(path: string): Promise<SourceFile | null> {
    const f = this.files.get(path);
    return f ? { path, ...f } : null;
  }

  async writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    this.writes.push({ path, text, baseVersion });
    const f = this.files.get(path);
    if ((f?.version ?? null) !== baseVersion) return { ok: false, conflict: { path, text: f?.text ?? '', version: f?.version ?? '' } };
    const version = this.nextVersion();
    this.files.set(path, { text, version });
    return { ok: true, version };
  }

  async typeLibraries(): Promise<readonly TypeLibrary[]> {
    return this.libraries;
  }
}
