import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOOK_DOCS_FILE, hookReference, hookReferenceOnDisk } from './hook-docs';
import { findWorkspaceRoot } from './workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));

describe('docs/hooks.md', () => {
  const page = hookReference(root);

  it('is what the rulesets’ code says now (run `npm run docs:hooks` after changing a ruleset’s hooks)', () => {
    expect(hookReferenceOnDisk(root), `${HOOK_DOCS_FILE} is out of date: run \`npm run docs:hooks\``).toBe(page);
  });

  it('gives each hook its type from the code and its description from the manifest', () => {
    const row = page.split('\n').find((line) => line.startsWith('| `combatModifier` |'));
    expect(row).toBeDefined();
    // A wrapper's `next` is part of the hook's type, and the manifest's prose is beside it.
    expect(row).toMatch(/\| `.*=> number` \| .+ \|$/);
    // Types by the names a modder imports, never by a path on this machine.
    expect(page).not.toContain('import(');
    expect(page).toMatch(/## .+ \(`vive-lempereur`\)\n\n\| Hook \| Type \| What it decides \|\n\|---\|---\|---\|\n\| `hits` \|/);
  });
});
