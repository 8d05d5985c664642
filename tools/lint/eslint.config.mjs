// One lint configuration for the whole workspace. Module boundaries encode the
// direction of imports: pure libraries (formats, hex, engine, rules) import
// nothing of the host (Node, workers) or of the UI (DOM, Lit).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import { fileURLToPath } from 'node:url';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

// This file lives in tools/lint so the repository's top level stays as documented;
// every pattern below is relative to the repository root.
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One block per workspace package that type-checks: its TypeScript files are linted with the
 * programs of the tsconfigs its `typecheck` script checks (`tsc -p <file>`), so lint sees every
 * file with the types `tsc` gives it (the sandbox's browser entry with DOM, editor-core's Node tests
 * with Node...). The project service cannot do this: it only knows each folder's tsconfig.json.
 * Each package lists only its own tsconfigs, so linting one package builds only its programs.
 * Files in no typecheck tsconfig (tools/scripts, which is no package) are linted without types.
 */
function typedPackages() {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return folders.flatMap((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    if (!existsSync(manifest)) return [];
    const typecheck = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.typecheck ?? '';
    const project = [...typecheck.matchAll(/tsc -p (\S+)/g)].map((match) => `${folder}/${match[1]}`);
    return project.length === 0 ? [] : [{ folder, project }];
  });
}

const configs = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/storybook-static/**', '**/.nx/**', '**/src/generated/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.mts', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'type:pure', onlyDependOnLibsWithTags: ['type:pure'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['type:pure', 'type:host'] },
            // Host libraries tagged entry:browser have entries the studio may use (the sandbox's
            // browser sandbox, the runner's portable-game types, the workspace server's API
            // contract); the rule below keeps the UI to those entries.
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:pure', 'type:ui', 'entry:browser'] },
            // Mods run in the sandbox: they may import the rules SDK and nothing of ours besides.
            { sourceTag: 'type:mod', onlyDependOnLibsWithTags: ['type:pure'] },
            // End-to-end suites drive the whole stack: the server (host) and the app (ui).
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:pure', 'type:host', 'type:ui'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...typedPackages().map(({ folder, project }) => ({
    files: [`${folder}/**/*.ts`, `${folder}/**/*.mts`],
    languageOptions: { parserOptions: { project, tsconfigRootDir: root } },
    rules: {
      // A promise nobody awaits loses its error and its ordering; await it, `.catch` it, or
      // `void` it with a comment saying why fire-and-forget is right there.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (event listeners, forEach) fails silently.
      '@typescript-eslint/no-misused-promises': 'error',
    },
  })),
  {
    // The pure core runs in QuickJS, in workers and in the browser alike.
    files: ['libs/hex/**/*.ts', 'libs/formats/**/*.ts', 'libs/engine/**/*.ts', 'libs/rules-sdk/**/*.ts', 'libs/editor-core/**/*.ts', 'mods/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.bench.ts', '**/scripts/**', '**/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads'],
              message: 'The pure core must not depend on Node; pass data in instead.',
            },
            { group: ['lit', 'lit/*', '@kriegsspiel/editor*', '@kriegsspiel/studio*'], message: 'The pure core must not depend on the UI.' },
          ],
        },
      ],
    },
  },
  {
    // The studio runs rules in Web Workers: it plays games and runs tests with the engine (pure),
    // runs rules with the sandbox's browser entry (its `browserSandboxHost`), and takes only the
    // types of portable games from the runner; never the Node entries (esbuild, worker threads,
    // the file system).
    files: ['libs/editor/**/*.ts', 'apps/studio/**/*.ts'],
    ignores: ['**/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@kriegsspiel/sandbox', message: 'The studio runs mods with @kriegsspiel/sandbox/browser.' },
            {
              name: '@kriegsspiel/runner',
              message:
                'The studio plays games with @kriegsspiel/engine, opens sandboxes with browserSandboxHost from @kriegsspiel/sandbox/browser, and takes the types of portable games from @kriegsspiel/runner/portable.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/scripts/**', 'tools/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);

export default configs.map((config) => ({ ...config, basePath: root }));
