// Creating a new house rule in the workspace: its files (from `newHouseRuleFiles`) written as
// new files — never over one that exists — the manifest taken into the editor's documents,
// and what to tell the person and which file to open. The shell asks for the choice (a
// dialog), refreshes its listing and opens the code.
import type { Editor } from '../editor';
import type { WorkspaceAccess, WriteResult } from '../workspace';
import type { NewFile } from './new-house-rule';

/** Writes a mod's code (the workspace server's `/api/source`), as `WorkspaceAccess.write` writes documents. */
export interface SourceWriter {
  /** Writes `text` if the file is still at `baseVersion` (`null`: it must not exist yet); otherwise a conflict. */
  writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult>;
}

/** How creating a house rule ended. */
export type HouseRuleCreation =
  | { readonly ok: true; readonly paths: readonly string[]; readonly code: string | undefined; readonly message: string }
  | { readonly ok: false; readonly message: string };

const isDocument = (path: string) => path.endsWith('.json');

/**
 * Writes the files of a new house rule in order: JSON documents through the workspace (and
 * into the editor's store), code as source. Stops at the first file that exists already,
 * or that could not be written, and says which.
 */
export async function createHouseRule(workspace: WorkspaceAccess & SourceWriter, editor: Editor, files: readonly NewFile[]): Promise<HouseRuleCreation> {
  try {
    for (const file of files) {
      const written = isDocument(file.path) ? await workspace.write(file.path, file.text, null) : await workspace.writeSource(file.path, file.text, null);
      if (!written.ok) throw new Error(`${file.path} exists already`);
      if (isDocument(file.path)) editor.store.load([{ path: file.path, text: file.text, version: written.version }]);
    }
  } catch (e) {
    return { ok: false, message: `The house rule was not created: ${e instanceof Error ? e.message : String(e)}` };
  }
  const paths = files.map((f) => f.path);
  return {
    ok: true,
    paths,
    code: paths.find((p) => !isDocument(p)),
    message: `Created ${paths.slice(0, -1).join(', ')}${paths.length > 1 ? ' and ' : ''}${paths.at(-1) ?? ''}`,
  };
}
