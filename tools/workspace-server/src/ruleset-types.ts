// The rulesets' own sources as type libraries, so that a house rule's
// `import type { … } from '@mods/<ruleset id>'` resolves in the studio's code editor as it
// does in `mods/tsconfig.json`. Each ruleset's code (the files under its entry's folder,
// tests left out) is served at `file:///node_modules/@mods/<id>/…`, beside an `index.d.ts`
// that re-exports its entry: the editor's TypeScript finds it by the usual node_modules
// lookup and reads the types straight from the sources, so they are never stale. They are
// read afresh on each request: a ruleset is edited in the same studio.
import path from 'node:path';
import { MOD_TYPES_PREFIX } from '@kriegsspiel/runner';
import { typeLibraries, type TypeLibrary } from './type-libraries';
import { sourceExtensions, type Listing } from './workspace-files';

/** What the ruleset libraries read: the listing and the files (a {@link WorkspaceFiles}). */
export interface RulesetSources {
  listing(): Promise<Listing>;
  read(path: string, extensions?: readonly string[]): Promise<{ readonly text: string } | null>;
}

const typeScript = /\.m?ts$/;
const testFile = /\.(?:test|spec)\.m?ts$/;

/** The virtual folder of a ruleset's types: `file:///node_modules/@mods/<id>`. */
export function rulesetLibraryFolder(id: string): string {
  return `file:///node_modules/${MOD_TYPES_PREFIX}${id}`;
}

/** The TypeScript sources of every ruleset in the workspace, and an `index.d.ts` per ruleset naming its entry. */
export async function rulesetTypeLibraries(sources: RulesetSources): Promise<TypeLibrary[]> {
  const listing = await sources.listing();
  const out: TypeLibrary[] = [];
  for (const mod of listing.mods) {
    const manifestFile = await sources.read(`${mod.folder}/mod.json`).catch(() => null);
    let manifest: { id?: unknown; kind?: unknown; entry?: unknown };
    try {
      manifest = manifestFile ? (JSON.parse(manifestFile.text) as typeof manifest) : {};
    } catch {
      continue; // a broken manifest is the validator's to report
    }
    const { id, kind, entry } = manifest;
    if (kind !== 'ruleset' || typeof id !== 'string' || typeof entry !== 'string' || !typeScript.test(entry)) continue;
    const entryPath = path.posix.normalize(entry);
    if (entryPath.startsWith('..') || path.posix.isAbsolute(entryPath)) continue;
    const codeFolder = `${mod.folder}/${path.posix.dirname(entryPath)}`.replace(/\/\.$/, '');
    const folder = rulesetLibraryFolder(id);
    for (const file of listing.files) {
      if (!file.startsWith(codeFolder + '/') || !typeScript.test(file) || testFile.test(file) || file.endsWith('.d.ts')) continue;
      const content = await sources.read(file, sourceExtensions).catch(() => null);
      if (content) out.push({ path: `${folder}/${file.slice(mod.folder.length + 1)}`, text: content.text });
    }
    const module = `./${entryPath.replace(/\.ts$/, '').replace(/\.mts$/, '.mjs')}`;
    out.push({ path: `${folder}/index.d.ts`, text: `export * from '${module}';\nexport { default } from '${module}';\n` });
  }
  return out;
}

/** What `GET /api/types` answers: the SDK's declarations, then the rulesets' types that house rules import by id. */
export async function workspaceTypeLibraries(sources: RulesetSources): Promise<TypeLibrary[]> {
  return [...(await typeLibraries()), ...(await rulesetTypeLibraries(sources))];
}
