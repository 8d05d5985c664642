import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { MemoryWorkspace } from '../test-support/memory-workspace';
import { saveRecordedTest } from './save-recorded-test';

const path = 'mods/race/tests/recorded.test.json';
const text = '{\n  "name": "recorded",\n  "steps": []\n}\n';

describe('saveRecordedTest', () => {
  it('writes a new file and takes it into the editor, saved', async () => {
    const workspace = new MemoryWorkspace();
    const editor = new Editor({ workspace });
    await saveRecordedTest(workspace, editor, path, text);
    expect(workspace.files.get(path)?.text).toBe(text);
    expect(editor.store.require(path)).toMatchObject({ value: { name: 'recorded' }, version: workspace.files.get(path)?.version });
    expect(editor.store.isDirty(path)).toBe(false);
  });

  it('never writes over a file, and says to choose another name', async () => {
    const workspace = new MemoryWorkspace({ [path]: '{}\n' });
    const editor = new Editor({ workspace });
    await expect(saveRecordedTest(workspace, editor, path, text)).rejects.toThrow(`${path} already exists; choose another file name`);
    expect(workspace.files.get(path)?.text).toBe('{}\n');
    expect(editor.store.get(path)).toBeUndefined();
  });
});
