// What changed in the workspace's files while the studio is open: another editor, a
// `git checkout`, a file copied in. Each root is watched (inside it only) and every change
// gets the next number; the page asks for the paths changed since the number it last saw
// (`GET /api/changes?since=`), reads them and decides what to reload. Hidden names (the
// temporary files of writes, `.git`) and `node_modules` are left out. Only paths are kept,
// never contents: the page reads what it needs through the ordinary, checked routes.
import { watch, type FSWatcher } from 'node:fs';
import type { WorkspaceChanges } from './api';
import type { WorkspaceRoots } from './workspace-roots';

/** How many changes are remembered; a page further behind is told to read everything again. */
const remembered = 5000;

/** Watches the roots of a workspace and numbers the paths that change. */
export class WorkspaceWatch {
  private readonly watchers: FSWatcher[] = [];
  /** The changes remembered, oldest first: the number of each and its workspace path. */
  private readonly log: { readonly seq: number; readonly path: string }[] = [];
  private seq = 0;

  constructor(roots: WorkspaceRoots, onError: (message: string) => void = () => undefined) {
    for (const root of roots.roots) {
      try {
        const watcher = watch(root.dir, { recursive: true }, (_event, name) => {
          if (typeof name !== 'string' || name === '') return;
          const segments = name.split(/[\\/]/);
          if (segments.some((s) => s.startsWith('.') || s === 'node_modules')) return;
          this.log.push({ seq: ++this.seq, path: [root.name, ...segments].join('/') });
          if (this.log.length > remembered) this.log.splice(0, this.log.length - remembered);
        });
        watcher.on('error', (e) => onError(`watching ${root.name} stopped: ${e.message}`));
        this.watchers.push(watcher);
      } catch (e) {
        onError(`${root.name} cannot be watched, so changes made outside the studio show after a reload: ${(e as Error).message}`);
      }
    }
  }

  /** The paths changed after `since` (a number this server gave); without one, only the number to start from. */
  changes(since: number | undefined): WorkspaceChanges {
    if (since === undefined) return { seq: this.seq, paths: [], reset: false };
    const oldest = this.log[0]?.seq ?? this.seq + 1;
    // From another run of the server, or older than what is remembered: everything may have changed.
    if (since > this.seq || since < oldest - 1) return { seq: this.seq, paths: [], reset: true };
    const paths = new Set(this.log.filter((c) => c.seq > since).map((c) => c.path));
    return { seq: this.seq, paths: [...paths].sort(), reset: false };
  }

  close(): void {
    for (const watcher of this.watchers) watcher.close();
  }
}
