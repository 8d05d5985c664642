// The reference of every ruleset's hooks (docs/hooks.md), written from each ruleset's code: the
// members of its `Hooks` type with their types, beside what its manifest says of each. A test
// compares the page with what this writes, so the page cannot drift from the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest, rulesetHookSignatures } from './mod-types';

export const HOOK_DOCS_FILE = 'docs/hooks.md';

/** A table cell: one line, with the pipes a type may hold escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The page for the rulesets in `<root>/mods`, in the order of their ids. */
export function hookReference(root: string): string {
  const lines = [
    '# Hooks of the rulesets',
    '',
    "<!-- Written by `npm run docs:hooks` from each ruleset's code; `npm test` fails when it is out of date. -->",
    '',
    'What a house rule of each ruleset may wrap (see "House rules" in [the rules API](rules-api.md)):',
    "the members of the `Hooks` type the ruleset's entry exports, with their types as the compiler",
    "reads them, and what the ruleset's manifest says each decides. A wrapper receives `next`",
    'first, then these arguments, and returns what the hook returns. Import the types with',
    "`import type { Hooks } from '@mods/<id>'`.",
  ];
  const mods = path.join(root, 'mods');
  for (const id of readdirSync(mods).sort()) {
    const folder = path.join(mods, id);
    const manifest = readManifest(path.join(folder, 'mod.json'));
    if (!manifest || manifest.kind !== 'ruleset') continue;
    const name = typeof (manifest as { name?: unknown }).name === 'string' ? (manifest as { name: string }).name : id;
    const said = new Map<string, string>();
    if (Array.isArray(manifest.hooks))
      for (const h of manifest.hooks as { name?: unknown; description?: unknown }[])
        if (typeof h?.name === 'string') said.set(h.name, typeof h.description === 'string' ? h.description : '');
    const hooks = rulesetHookSignatures({ folder, manifest });
    lines.push('', `## ${name} (\`${id}\`)`, '');
    if (hooks.length === 0) {
      lines.push('No hooks: a house rule of this ruleset can change its options and data, not its code.');
      continue;
    }
    lines.push('| Hook | Type | What it decides |', '|---|---|---|');
    for (const h of hooks) lines.push(`| \`${h.name}\` | \`${cell(h.type)}\` | ${cell(said.get(h.name) ?? '')} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The page as it is on disk, or '' when there is none. */
export function hookReferenceOnDisk(root: string): string {
  try {
    return readFileSync(path.join(root, HOOK_DOCS_FILE), 'utf8');
  } catch {
    return '';
  }
}
