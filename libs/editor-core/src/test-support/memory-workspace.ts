// A workspace held in a Map, for kernel tests: it keeps versions as the server does
// (a new token per write) and refuses writes over a changed file.
import type { DiskFile } from '../store/document-store';
import type { ImageWriteResult, WorkspaceAccess, WorkspaceListing, WriteResult } from '../workspace';

export class MemoryWorkspace implements WorkspaceAccess {
  readonly files = new Map<string, { text: string; version: string }>();
  writes = 0;
  private counter = 0;

  constructor(files: Record<string, string> = {}) {
    for (const [path, text] of Object.entries(files)) this.files.set(path, { text, version: this.nextVersion() });
  }

  private nextVersion(): string {
    return `v${++this.counter}`;
  }

  /** Changes a file behind the editor's back, as another program would. */
  changeOnDisk(path: string, text: string): void {
    this.files.set(path, { text, version: this.nextVersion() });
  }

  async listing(): Promise<WorkspaceListing> {
    return { roots: [{ name: 'mods' }], mods: [], files: [...this.files.keys()] };
  }

  /** Image files written through `writeImage`, by path. */
  readonly images = new Map<string, Uint8Array>();

  async writeImage(path: string, bytes: Uint8Array): Promise<ImageWriteResult> {
    if (this.images.has(path) || this.files.has(path)) return { ok: false, exists: true };
    this.images.set(path, bytes);
    return { ok: true };
  }

  async read(path: string): Promise<DiskFile> {
    const file = this.files.get(path);
    if (!file) throw new Error(`no file ${path}`);
    return { path, ...file };
  }

  async write(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    const current = this.files.get(path);
    if ((current?.version ?? null) !== baseVersion) {
      if (!current) throw new Error(`no file ${path}`);
      return { ok: false, conflict: { path, ...current } };
    }
    const version = this.nextVersion();
    this.files.set(path, { text, version });
    this.writes++;
    return { ok: true, version };
  }
}

/** A small valid map in the house style. */
export const smallMapText = `${JSON.stringify(
  {
    $schema: '../../../schemas/map.schema.json',
    id: 'small',
    name: 'Small map',
    grid: {
      orientation: 'flat',
      offset: 'odd',
      width: 4,
      height: 3,
      labels: { order: 'column-row', separator: ',', column: { style: 'number' }, row: { style: 'number' } },
    },
    terrain: [
      { id: 'clear', name: 'Clear', kind: 'hex', color: '#eeeecc' },
      { id: 'forest', name: 'Forest', kind: 'hex', color: '#448844' },
      { id: 'river', name: 'River', kind: 'hexside', color: '#3366cc' },
    ],
    defaultTerrain: 'clear',
    hexes: { '2,2': { terrain: ['forest'], name: 'Wood' } },
  },
  null,
  2,
)}\n`;
