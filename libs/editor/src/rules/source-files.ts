// A mod's source files as the code editor reads and writes them: text with the version it
// was read at, written back only over that version (a 409 answers with what is on disk),
// and the declarations of the rules SDK that the editor's TypeScript checks the code against.
import type { WriteResult } from '@kriegsspiel/editor-core';
import type { TypeLibrary } from '@kriegsspiel/workspace-server/api';

/** A text file of the workspace and the version it was read at. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
  readonly version: string;
}

/** A declaration file the editor's TypeScript knows (the workspace API's `GET /api/types`). */
export type { TypeLibrary } from '@kriegsspiel/workspace-server/api';

/** Where the code editor reads and writes source files (the workspace server's `/api/source` and `/api/types`). */
export interface SourceFiles {
  /** The file, or `null` when it does not exist. */
  readSource(path: string): Promise<SourceFile | null>;
  /** Writes `text` if the file is still at `baseVersion` (`null`: it must not exist yet); otherwise a conflict with what is there. */
  writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult>;
  /** The declarations of the rules SDK and what it re-exports. */
  typeLibraries(): Promise<readonly TypeLibrary[]>;
}

/** True for a workspace that can also read and write source files. */
export function isSourceFiles(value: unknown): value is SourceFiles {
  const source = value as Partial<SourceFiles> | undefined;
  return typeof source?.readSource === 'function' && typeof source.writeSource === 'function' && typeof source.typeLibraries === 'function';
}
