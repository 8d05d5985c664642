import { describe, expect, it } from 'vitest';
import { Editor } from '../editor';
import { MemoryWorkspace } from '../test-support/memory-workspace';
import type { WriteResult } from '../workspace';
import { createHouseRule } from './create-house-rule';
import { newHouseRuleFiles } from './new-house-rule';

/** A workspace that also writes code, into the same files (as the server's `/api/source`). */
class CodeMemoryWorkspace extends MemoryWorkspace {
  readonly sourceWrites: string[] = [];
  async writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    this.sourceWrites.push(path);
    return this.write(path, text, baseVersion);
  }
}

const ruleset = { id: 'race', name: 'Race', version: '1.2.0', hooks: [{ name: 'bonus', description: 'What a roll adds.' }] };
const files = newHouseRuleFiles({ id: 'race-double', name: 'Double', ruleset, hooks: ['bonus'], folder: 'mods/race-double' });

describe('createHouseRule', () => {
  it('writes the manifest as a document (into the editor) and the code as source, then names the code to open', async () => {
    const workspace = new CodeMemoryWorkspace();
    const editor = new Editor({ workspace });
    const created = await createHouseRule(workspace, editor, files);
    expect(created).toEqual({
      ok: true,
      paths: ['mods/race-double/mod.json', 'mods/race-double/src/index.ts'],
      code: 'mods/race-double/src/index.ts',
      message: 'Created mods/race-double/mod.json and mods/race-double/src/index.ts',
    });
    expect(workspace.sourceWrites).toEqual(['mods/race-double/src/index.ts']);
    expect(workspace.files.get('mods/race-double/src/index.ts')?.text).toContain("import type ruleset from '@mods/race';");
    const manifest = editor.store.require('mods/race-double/mod.json');
    expect(manifest.value).toMatchObject({ id: 'race-double', kind: 'house-rule', extends: { mod: 'race', version: '^1.2.0' } });
    expect(manifest.version).toBe(workspace.files.get('mods/race-double/mod.json')?.version);
    expect(editor.store.isDirty('mods/race-double/mod.json')).toBe(false);
    expect(editor.store.get('mods/race-double/src/index.ts')).toBeUndefined();
  });

  it('never writes over a file that exists, and says which one', async () => {
    const workspace = new CodeMemoryWorkspace({ 'mods/race-double/src/index.ts': '// mine\n' });
    const editor = new Editor({ workspace });
    const created = await createHouseRule(workspace, editor, files);
    expect(created).toEqual({ ok: false, message: 'The house rule was not created: mods/race-double/src/index.ts exists already' });
    expect(workspace.files.get('mods/race-double/src/index.ts')?.text).toBe('// mine\n');
  });

  it('reports a write that failed', async () => {
    const workspace = new CodeMemoryWorkspace();
    workspace.write = async (): Promise<WriteResult> => {
      throw new Error('the disk is full');
    };
    const created = await createHouseRule(workspace, new Editor({ workspace }), files);
    expect(created).toEqual({ ok: false, message: 'The house rule was not created: the disk is full' });
  });
});
