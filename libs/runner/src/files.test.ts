import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { filesUnder } from './files';

const scratch = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-walk-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const root = path.join(scratch, 'root');
const outside = path.join(scratch, 'outside');

function file(at: string, text = '{}'): string {
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, text);
  return at;
}

file(path.join(outside, 'secret.json'));
file(path.join(root, 'b.json'));
file(path.join(root, 'B.json'));
file(path.join(root, 'a', 'z.json'));
file(path.join(root, 'a', 'notes.md'));
file(path.join(root, '.hidden.json'));
file(path.join(root, 'node_modules', 'pkg', 'package.json'));
file(path.join(root, 'dist', 'out.json'));
symlinkSync(path.join(outside, 'secret.json'), path.join(root, 'leak.json'));
symlinkSync(outside, path.join(root, 'leak-folder'));
symlinkSync(path.join(root, 'b.json'), path.join(root, 'c-link.json'));
symlinkSync(path.join(root, 'gone.json'), path.join(root, 'dangling.json'));

const relative = (files: string[]) => files.map((f) => path.relative(root, f).split(path.sep).join('/'));

describe('filesUnder, the one folder walker', () => {
  test('lists in a stable code-point order, skipping installed and built folders', () => {
    expect(relative(filesUnder(root))).toEqual(['.hidden.json', 'B.json', 'a/notes.md', 'a/z.json', 'b.json', 'c-link.json']);
  });

  test('never follows a link out of the folder walked, nor a link to a folder', () => {
    const listed = relative(filesUnder(root, (name) => name.endsWith('.json')));
    expect(listed).not.toContain('leak.json');
    expect(listed.some((f) => f.startsWith('leak-folder'))).toBe(false);
    expect(listed).not.toContain('dangling.json');
    expect(listed).toContain('c-link.json');
  });

  test('keeps names that pass, skips hidden ones on request, and stops at a limit', () => {
    expect(relative(filesUnder(root, (name) => name.endsWith('.md')))).toEqual(['a/notes.md']);
    expect(relative(filesUnder(root, () => true, { skipHidden: true }))).toEqual(['B.json', 'a/notes.md', 'a/z.json', 'b.json', 'c-link.json']);
    expect(relative(filesUnder(root, () => true, { skipHidden: true, limit: 2 }))).toEqual(['B.json', 'a/notes.md']);
  });

  test('gives a file named directly as itself, whatever its name', () => {
    expect(filesUnder(path.join(root, 'a', 'notes.md'), (name) => name.endsWith('.json'))).toEqual([path.join(root, 'a', 'notes.md')]);
  });
});
