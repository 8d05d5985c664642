import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { guestEntrySource, type ProgramOrigins } from '@kriegsspiel/engine';
import { entryRefusal, type ModManifest } from '@kriegsspiel/formats';
import { DEFAULT_CEILINGS, LIMIT_BOUNDS, type LimitCeilings, type SandboxLimits } from '@kriegsspiel/sandbox';
import type { ModEntry } from './catalogue';
import { ModLoadError } from './errors';
import { filesUnder, posixPath } from './files';

/** The name of the generated module that serves the ruleset and its house rules. */
export const GUEST_ENTRY = 'kriegsspiel-entry.js';

/** What the sandbox (or native mode) runs: the mods' files and the generated entry that serves them. */
export interface GuestProgram {
  /** Names the program in errors and worker names: the ruleset, then its house rules (`outpost/outpost-elan`). */
  id: string;
  /** Every mod's source files, under `mods/<id>/`, and the generated entry. */
  files: Record<string, string>;
  entry: string;
  /** The ruleset's `limits`, in the sandbox's terms. */
  limits: Partial<SandboxLimits>;
  /** The folder on disk of each mod's files in the program: `mods/<id>/` → `/abs/path/to/mod/`. */
  origins: ProgramOrigins;
  /** A digest of files, entry and limits: programs with equal keys behave alike, so hosts are shared by key. */
  key: string;
}

/** File types the sandbox can load. */
const sourceExtensions = ['.ts', '.mts', '.js', '.mjs', '.json'];

/**
 * A mod's rules code: every source file under the folder of its entry (`src/` for
 * `src/index.ts`), by path relative to the mod's folder. Unit tests (`*.test.*`) stay out.
 */
export function sourceFilesOf(mod: ModEntry): Record<string, string> {
  const entry = mod.value.entry;
  if (entry === undefined)
    throw new ModLoadError('no-rules-code', `mod \`${mod.id}\` has no \`entry\`: name its rules module in ${mod.file}`, { file: mod.file, pointer: '' });
  // Before anything is read: every file under the entry's folder would be.
  const refusal = entryRefusal(entry);
  if (refusal)
    throw new ModLoadError('invalid-document', `mod \`${mod.id}\` cannot be loaded: ${refusal} (${mod.file})`, { file: mod.file, pointer: '/entry' });
  const entryFile = path.join(mod.folder, entry);
  if (!existsSync(entryFile)) {
    throw new ModLoadError(
      'no-rules-code',
      `the rules of \`${mod.id}\` are not written yet: its entry module ${entryFile} does not exist (mod.json \`entry\`)`,
      { file: mod.file, pointer: '/entry' },
    );
  }
  checkInsideMod(mod, entryFile);
  const files: Record<string, string> = {};
  const accept = (name: string) => sourceExtensions.some((ext) => name.endsWith(ext)) && !/\.(test|spec)\.[a-z]+$/.test(name);
  for (const file of filesUnder(path.dirname(entryFile), accept)) files[posixPath(path.relative(mod.folder, file))] = readFileSync(file, 'utf8');
  return files;
}

/**
 * The one path policy for rules code, as the workspace server's for its files: the entry
 * and the folder read must really be inside the mod's folder once links are followed, so a
 * `src` linked to a folder elsewhere is refused rather than bundled.
 */
function checkInsideMod(mod: ModEntry, entryFile: string): void {
  const folder = realpathSync(mod.folder);
  const inside = (p: string) => p.startsWith(folder + path.sep);
  for (const p of [path.dirname(entryFile), entryFile]) {
    const real = realpathSync(p);
    if (!inside(real)) {
      throw new ModLoadError(
        'unreadable',
        `the rules of \`${mod.id}\` are outside its folder: ${p} leads to ${real}, which is not inside ${folder}; keep the code in the mod's folder, not behind a link (mod.json \`entry\`)`,
        { file: mod.file, pointer: '/entry' },
      );
    }
  }
}

/** A manifest's `limits` field, the sandbox limit it sets, and the user's option that raises its ceiling (where it has one). */
interface ManifestLimit {
  field: keyof NonNullable<ModManifest['limits']>;
  limit: keyof SandboxLimits;
  scale: number;
  unit: string;
  /** The option (`--max-memory-mb`) that raises the user's ceiling, for limits that have one. */
  ceilingOption?: string;
}

const manifestLimits: readonly ManifestLimit[] = [
  { field: 'budget', limit: 'callBudget', scale: 1, unit: 'ticks' },
  { field: 'wallClockMs', limit: 'callTimeoutMs', scale: 1, unit: 'ms', ceilingOption: 'max-wall-clock-ms' },
  { field: 'memoryMb', limit: 'memoryBytes', scale: 1024 * 1024, unit: 'MB', ceilingOption: 'max-memory-mb' },
  { field: 'stackKb', limit: 'stackBytes', scale: 1024, unit: 'KB' },
];

/**
 * The user's options that raise a ceiling, in the manifest's units (`max-memory-mb` → MB):
 * the command line and the workspace server take the same ones.
 */
export const CEILING_OPTIONS: readonly { option: string; limit: keyof SandboxLimits; scale: number; unit: string; field: string }[] = manifestLimits.flatMap(
  (m) => (m.ceilingOption ? [{ option: m.ceilingOption, limit: m.limit, scale: m.scale, unit: m.unit, field: m.field }] : []),
);

/** Ceilings from those options' values (already whole numbers in the manifest's units); options not given keep the defaults. */
export function ceilingsFromOptions(values: Readonly<Record<string, number | undefined>>): LimitCeilings {
  const ceilings: LimitCeilings = {};
  for (const c of CEILING_OPTIONS) {
    const value = values[c.option];
    if (value !== undefined) ceilings[c.limit] = Math.min(value * c.scale, LIMIT_BOUNDS[c.limit][1]);
  }
  return ceilings;
}

/**
 * A manifest's `limits` (budget, wallClockMs, memoryMb, stackKb) as sandbox limits, checked
 * against the sandbox's bounds and the user's ceilings: a mod may ask for more than the
 * defaults, but not for more than the user allows. A refusal names the mod, the field and
 * the ceiling, and says how to raise it.
 */
export function sandboxLimitsOf(mod: { id: string; file: string; value: ModManifest }, ceilings: LimitCeilings = DEFAULT_CEILINGS): Partial<SandboxLimits> {
  const given = mod.value.limits ?? {};
  const limits: Partial<SandboxLimits> = {};
  for (const { field, limit, scale, unit, ceilingOption } of manifestLimits) {
    const value = given[field];
    if (value === undefined) continue;
    const [min, max] = LIMIT_BOUNDS[limit];
    const scaled = value * scale;
    const where = { file: mod.file, pointer: `/limits/${field}` };
    if (scaled < min || scaled > max) {
      throw new ModLoadError(
        'bad-limits',
        `mod \`${mod.id}\` asks for limits.${field} ${value}, outside what the sandbox allows (${Math.ceil(min / scale)} to ${Math.floor(max / scale)} ${unit}); change it in ${mod.file}`,
        where,
      );
    }
    const ceiling = ceilings[limit];
    if (ceiling !== undefined && scaled > ceiling) {
      const allow = ceilingOption
        ? `if you trust it, allow it with \`--${ceilingOption} ${value}\` (on the command line, or when starting the studio's workspace server)`
        : 'no option raises this ceiling';
      throw new ModLoadError(
        'over-ceiling',
        `mod \`${mod.id}\` asks for limits.${field} ${value} ${unit} (${mod.file} /limits/${field}), above the ceiling of ${Math.floor(ceiling / scale)} ${unit} set for this run; ${allow}, or lower it in the mod`,
        where,
      );
    }
    limits[limit] = scaled;
  }
  return limits;
}

/** The largest `limits.maxActions` a manifest may give (as `--max-actions`). */
export const MAX_ACTIONS_BOUND = 10_000_000;

/**
 * A ruleset's `limits.maxActions`: how many actions one of its games may take before it is
 * counted unfinished (undefined: the engine's default). Only the ruleset's manifest says;
 * a house rule cannot raise it. A player's `--max-actions` still wins.
 */
export function maxActionsOf(ruleset: { id: string; file: string; value: ModManifest }): number | undefined {
  const value = ruleset.value.limits?.maxActions;
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1 || value > MAX_ACTIONS_BOUND) {
    throw new ModLoadError(
      'bad-limits',
      `mod \`${ruleset.id}\` asks for limits.maxActions ${String(value)}, which is not a whole number from 1 to ${MAX_ACTIONS_BOUND}; change it in ${ruleset.file}`,
      { file: ruleset.file, pointer: '/limits/maxActions' },
    );
  }
  return value;
}

/**
 * The program for a ruleset with house rules stacked in order: each mod's files under
 * `mods/<id>/`, and an entry generated by the engine that serves them. The ruleset's
 * manifest sets the limits, within the user's `ceilings`.
 */
export function guestProgram(ruleset: ModEntry, houseRules: readonly ModEntry[] = [], ceilings: LimitCeilings = DEFAULT_CEILINGS): GuestProgram {
  const files: Record<string, string> = {};
  const origins: Record<string, string> = {};
  for (const mod of [ruleset, ...houseRules]) {
    const prefix = `mods/${mod.id}/`;
    origins[prefix] = mod.folder + path.sep;
    for (const [file, text] of Object.entries(sourceFilesOf(mod))) files[prefix + file] = text;
  }
  const entryOf = (mod: ModEntry) => `mods/${mod.id}/${posixPath(path.normalize(mod.value.entry ?? ''))}`;
  files[GUEST_ENTRY] = guestEntrySource(
    entryOf(ruleset),
    houseRules.map((h) => ({ name: h.id, entry: entryOf(h) })),
  );
  const limits = sandboxLimitsOf(ruleset, ceilings);
  const id = [ruleset.id, ...houseRules.map((h) => h.id)].join('/').slice(0, 100);
  const digest = createHash('sha256');
  for (const name of Object.keys(files).sort()) digest.update(`${name}\0${files[name]}\0`);
  digest.update(JSON.stringify(limits));
  return { id, files, entry: GUEST_ENTRY, limits, origins, key: digest.digest('hex') };
}
