// Every JSON file under mods/ as the text of one module, `virtual:kriegsspiel-mod-files`, for
// the component tests and stories (src/test-support/mods-fixtures.ts).
//
// An `import.meta.glob` of the same files made one module each: some 1,600, most of them
// scenario tests, fetched again by the page of every test file that reads a fixture (about
// 57,000 requests in one run of the suite). With a fresh Vite cache, as on CI, Chromium then
// dropped the page's connections to Vitest after 20 files in three runs out of three ("Browser
// connection was closed while running tests"). With one module it did not, in three runs out
// of three and a full `npm test`, and the suite spends less than half as long importing.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MOD_FILES_MODULE = 'virtual:kriegsspiel-mod-files';

const resolvedId = `\0${MOD_FILES_MODULE}`;

/** The workspace's mods/ folder. */
const modsDir = fileURLToPath(new URL('../../mods/', import.meta.url));

/** Every JSON file under `dir` (node_modules left out), by workspace path (`mods/…`), in path order. */
function readModFiles(dir = modsDir): Record<string, string> {
  const files: Record<string, string> = {};
  const found = (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.json') && !name.split('/').includes('node_modules') && name.includes('/'))
    .sort();
  for (const name of found) files[`mods/${name}`] = readFileSync(path.join(dir, name), 'utf8');
  return files;
}

/** The Vite plugin that serves {@link MOD_FILES_MODULE}. */
export function modFilesPlugin(dir = modsDir): Plugin {
  return {
    name: 'kriegsspiel-mod-files',
    resolveId(source) {
      return source === MOD_FILES_MODULE ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export default ${JSON.stringify(readModFiles(dir))};\n`;
    },
  };
}
