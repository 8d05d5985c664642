// Writes docs/hooks.md from the rulesets' code (`npm run docs:hooks`).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOOK_DOCS_FILE, hookReference } from '../src/hook-docs';
import { findWorkspaceRoot } from '../src/workspace-files';

const root = findWorkspaceRoot(process.cwd());
writeFileSync(path.join(root, HOOK_DOCS_FILE), hookReference(root));
console.log(`wrote ${HOOK_DOCS_FILE}`);
