// Writing a recorded scenario test: a new file (never over one), taken into the editor's
// documents so it is validated and listed like any other. The Tests panel runs it next;
// that is the shell's to do.
import type { Editor } from '../editor';
import type { WorkspaceAccess } from '../workspace';

/** Writes a recorded test as a new file and loads it into the editor; throws, saying what to do, when the file exists. */
export async function saveRecordedTest(workspace: WorkspaceAccess, editor: Editor, path: string, text: string): Promise<void> {
  const written = await workspace.write(path, text, null);
  if (!written.ok) throw new Error(`${path} already exists; choose another file name`);
  editor.store.load([{ path, text, version: written.version }]);
}
