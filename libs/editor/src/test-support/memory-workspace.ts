// A workspace held in memory, for stories and component tests that have no server: the
// same versions and conflict answers as the server, over files given as text.
import type { DiskFile, ModListing, WorkspaceListing, WriteResult } from '@kriegsspiel/editor-core';
import type { StudioWorkspace } from '../workspace/http-workspace';

export class MemoryWorkspace implements StudioWorkspace {
  readonly files = new Map<string, { text: string; version: string; mod?: string }>();
  private counter = 0;

  constructor(
    files: readonly { path: string; text: string; mod?: string }[],
    private readonly defaultScenario?: string,
  ) {
    for (const f of files) this.files.set(f.path, { text: f.text, mod: f.mod, version: this.nextVersion() });
  }

  private nextVersion(): string {
    return `mem-${++this.counter}`;
  }

  /** Changes a file as another program would. */
  changeOnDisk(path: string, text: string): void {
    const old = this.files.get(path);
    this.files.set(path, { text, mod: old?.mod, version: this.nextVersion() });
  }

  async listing(): Promise<WorkspaceListing> {
    const mods = new Map<string, ModListing & { documents: string[] }>();
    for (const [path, f] of this.files) {
      const folder = path.split('/').slice(0, 2).join('/');
      const entry = mods.get(folder) ?? { id: f.mod, folder, documents: [] };
      entry.documents.push(path);
      mods.set(folder, entry);
    }
    for (const m of mods.values()) m.documents.sort();
    return { roots: [{ name: 'mods' }], mods: [...mods.values()], files: [...this.files.keys()], defaultScenario: this.defaultScenario };
  }

  async readAll(): Promise<DiskFile[]> {
    return [...this.files].map(([path, f]) => ({ path, ...f }));
  }

  async read(path: string): Promise<DiskFile> {
    const f = this.files.get(path);
    if (!f) throw new Error(`no file ${path}`);
    return { path, ...f };
  }

  async write(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    const f = this.files.get(path);
    if ((f?.version ?? '') !== (baseVersion ?? '')) return { ok: false, conflict: { path, text: f?.text ?? '', version: f?.version ?? '' } };
    const version = this.nextVersion();
    this.files.set(path, { text, mod: f?.mod, version });
    return { ok: true, version };
  }
}
