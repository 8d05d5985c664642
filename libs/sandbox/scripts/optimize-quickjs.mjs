#!/usr/bin/env node
// Makes the QuickJS build the sandbox runs: the WebAssembly of
// @jitl/quickjs-wasmfile-release-sync, optimized again for speed by binaryen's wasm-opt.
//
// quickjs-emscripten's release build is compiled for size (-Oz): no inlining, so the
// interpreter's loop calls tiny helpers for every value it touches. wasm-opt -O3 with
// inlining makes a file twice the size whose random playouts run about a third faster
// (docs/sandbox.md). It changes no behaviour: wasm-opt keeps WebAssembly's semantics,
// imports and exports, and the tests and `kriegsspiel bench` check the same hashes.
//
// Writes libs/sandbox/wasm/quickjs.wasm and quickjs.json (what it was made from and how).
// `--check` makes it again in a temporary folder and fails when the committed files
// differ or were made from another QuickJS, so an upgrade of the dependency cannot
// land with a stale build.
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../wasm');
const require = createRequire(import.meta.url);

const SOURCE = '@jitl/quickjs-wasmfile-release-sync';
const TOOL = 'binaryen';
/** -O3, then inlining of functions up to 40 instructions always and 200 where it pays (wasm-opt's names for these). */
const FLAGS = [
  '-O3',
  '--inlining-optimizing',
  '--always-inline-max-function-size=40',
  '--flexible-inline-max-function-size=200',
  // The features Emscripten's build already uses; wasm-opt must not strip or add others.
  '--enable-bulk-memory',
  '--enable-nontrapping-float-to-int',
  '--enable-sign-ext',
  '--enable-mutable-globals',
];

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const versionOf = (name) => JSON.parse(require('fs').readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;

async function make(dir) {
  const input = require.resolve(`${SOURCE}/wasm`);
  const source = await readFile(input);
  const wasmOpt = path.join(path.dirname(require.resolve(`${TOOL}/package.json`)), 'bin', 'wasm-opt');
  const output = path.join(dir, 'quickjs.wasm');
  await promisify(execFile)(process.execPath, [wasmOpt, input, ...FLAGS, '-o', output], { maxBuffer: 16 << 20 });
  const made = await readFile(output);
  const manifest = {
    about: 'QuickJS for the sandbox: made by libs/sandbox/scripts/optimize-quickjs.mjs (npm run optimize:quickjs); do not edit.',
    source: { package: SOURCE, version: versionOf(SOURCE), sha256: sha256(source) },
    tool: { package: TOOL, version: versionOf(TOOL), flags: FLAGS },
    sha256: sha256(made),
    bytes: made.length,
  };
  await writeFile(path.join(dir, 'quickjs.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const check = process.argv.includes('--check');
if (check) {
  const dir = await mkdtemp(path.join(tmpdir(), 'quickjs-opt-'));
  try {
    const fresh = await make(dir);
    const committed = JSON.parse(await readFile(path.join(outDir, 'quickjs.json'), 'utf8').catch(() => '{}'));
    const wasm = await readFile(path.join(outDir, 'quickjs.wasm')).catch(() => Buffer.alloc(0));
    const problems = [];
    if (committed.source?.sha256 !== fresh.source.sha256)
      problems.push(
        `libs/sandbox/wasm/quickjs.json was made from ${committed.source?.package}@${committed.source?.version}, not the installed ${SOURCE}@${fresh.source.version}`,
      );
    if (sha256(wasm) !== fresh.sha256) problems.push('libs/sandbox/wasm/quickjs.wasm is not what the script makes from the installed QuickJS');
    if (problems.length > 0) {
      console.error(`${problems.join('\n')}\nRun \`npm run optimize:quickjs\` and commit libs/sandbox/wasm/.`);
      process.exit(1);
    }
    console.log(`libs/sandbox/wasm/quickjs.wasm is up to date (${SOURCE}@${fresh.source.version}, ${TOOL}@${fresh.tool.version}).`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
} else {
  const made = await make(outDir);
  console.log(`Wrote libs/sandbox/wasm/quickjs.wasm (${made.bytes} bytes) from ${SOURCE}@${made.source.version} with ${TOOL}@${made.tool.version}.`);
}
