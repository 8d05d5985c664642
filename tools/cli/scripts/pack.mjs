#!/usr/bin/env node
// Packs the command line as one npm package, `kriegsspiel`, that a modder installs in a folder
// of their own: `npm install ./kriegsspiel-<version>.tgz`, then `npx kriegsspiel --help`.
//
// The workspace's packages are private and run from their TypeScript sources (through tsx), and
// some of what they need at run time is not code to bundle: QuickJS's .wasm, esbuild's native
// binary (mods are bundled when loaded), the compiler and the SDK's sources (`check`), the
// schemas and the rulesets a house rule extends. So the package carries them all as they are:
// a staging folder gets a node_modules holding the command line's whole run-time dependency
// closure, copied from this workspace's node_modules in the same layout (each workspace package
// as node_modules/@kriegsspiel/<name>), and `bundleDependencies` lists them, so that `npm pack`
// puts them in the tarball and installing it asks no registry for anything (it works offline).
//
// Usage: node tools/cli/scripts/pack.mjs [--out <dir>]   (default: dist/pack)
// Prints the tarball's path on its last line.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const cliFolder = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(cliFolder, '..', '..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(root, 'dist', 'pack'));

/** Workspace packages by real folder: their package names. */
const workspace = new Map();
for (const name of readdirSync(path.join(root, 'node_modules', '@kriegsspiel'))) {
  workspace.set(realpathSync(path.join(root, 'node_modules', '@kriegsspiel', name)), `@kriegsspiel/${name}`);
}

/** Where a package's real folder goes in the staging folder's node_modules. */
function stagedPath(real) {
  const relative = path.relative(root, real);
  if (relative.startsWith(`node_modules${path.sep}`)) return relative;
  for (const [folder, name] of workspace) {
    if (real === folder || real.startsWith(folder + path.sep)) return path.join('node_modules', name, path.relative(folder, real));
  }
  throw new Error(`${real}: outside the workspace's node_modules and packages; cannot pack it`);
}

/** The folder `name` resolves to from a package at `from`, as Node looks it up, or undefined. */
function resolvePackage(from, name) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (path.dirname(dir) === dir) return undefined;
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The run-time closure: dependencies, and optional and peer ones where they are installed
// (esbuild's binary for this platform is an optional dependency).
const staged = new Map();
const queue = [realpathSync(cliFolder), realpathSync(path.join(root, 'mods')), realpathSync(path.join(root, 'schemas'))];
while (queue.length > 0) {
  const real = queue.pop();
  if (staged.has(real)) continue;
  const manifest = readJson(path.join(real, 'package.json'));
  staged.set(real, stagedPath(real));
  const required = Object.keys(manifest.dependencies ?? {});
  const optional = [...Object.keys(manifest.optionalDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
  for (const name of required) {
    const found = resolvePackage(real, name);
    if (!found) throw new Error(`${manifest.name} needs ${name}, which is not installed; run npm install in the workspace`);
    queue.push(found);
  }
  for (const name of optional) {
    const found = resolvePackage(real, name);
    if (found) queue.push(found);
  }
}

rmSync(out, { recursive: true, force: true });
const stage = path.join(out, 'kriegsspiel');
mkdirSync(stage, { recursive: true });
const skipped = new Set(['node_modules', '.bin']);
// Parts of packages the command line never loads, left out to halve the install: the compiler's
// own command line and language server (`check` uses its API, typescript.js) and its messages
// in other languages.
const unused = { typescript: /^lib\/(?:_?tsc\.js|_?tsserver(?:library)?\.[^/]*|_?typingsInstaller\.js|watchGuard\.js|[a-z]{2}(?:-[a-z]{2})?)$/ };
const skippedOwn = new Set(['dist', '.nx', 'coverage']);
for (const [real, target] of staged) {
  const own = workspace.has(real);
  cpSync(real, path.join(stage, target), {
    recursive: true,
    dereference: true,
    // A package's own node_modules are packages of their own, staged where they resolve;
    // a workspace package leaves its unit tests and build output behind.
    filter: (source) => {
      const name = path.basename(source);
      if (source === real) return true;
      if (unused[target.split(path.sep).slice(1).join('/')]?.test(path.relative(real, source).split(path.sep).join('/'))) return false;
      if (skipped.has(name)) return false;
      return !(own && (skippedOwn.has(name) || /\.(test|bench)\.m?ts$/.test(name)));
    },
  });
}

const cli = readJson(path.join(cliFolder, 'package.json'));
const topLevel = [...staged.values()]
  .map((p) => p.split(path.sep))
  .filter((parts) => parts.length === (parts[1]?.startsWith('@') ? 3 : 2))
  .map((parts) => parts.slice(1).join('/'))
  .sort();
const versionOf = (name) => readJson(path.join(stage, 'node_modules', name, 'package.json')).version;
mkdirSync(path.join(stage, 'bin'));
writeFileSync(
  path.join(stage, 'bin', 'kriegsspiel.js'),
  [
    '#!/usr/bin/env node',
    "// The command line's own entry, in the copy of the workspace package this package carries.",
    "await import('../node_modules/@kriegsspiel/cli/bin/kriegsspiel.js');",
    '',
  ].join('\n'),
  { mode: 0o755 },
);
writeFileSync(
  path.join(stage, 'package.json'),
  `${JSON.stringify(
    {
      name: 'kriegsspiel',
      version: cli.version,
      description: 'The Kriegsspiel command line, with the rules SDK and the rulesets, for modding in a folder of your own.',
      license: 'MIT',
      type: 'module',
      engines: { node: '>=20.19' },
      bin: { kriegsspiel: './bin/kriegsspiel.js' },
      dependencies: Object.fromEntries(topLevel.map((name) => [name, versionOf(name)])),
      bundleDependencies: topLevel,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(
  path.join(stage, 'README.md'),
  [
    '# kriegsspiel',
    '',
    'The Kriegsspiel command line for modders. In a folder of your own:',
    '',
    '    npm install ./kriegsspiel-<version>.tgz',
    '    npx kriegsspiel init house-rule my-rule --ruleset hundred-days-arclight',
    '    npx kriegsspiel check my-rule && npx kriegsspiel test my-rule',
    '',
    'It carries the rules SDK, the schemas and the rulesets of the Kriegsspiel repository.',
    '',
  ].join('\n'),
);
const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: stage, encoding: 'utf8' });
const file = path.join(out, JSON.parse(packed)[0].filename);
console.log(`${staged.size} packages staged in ${path.relative(process.cwd(), stage) || stage}`);
console.log(file);
