import { existsSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '@kriegsspiel/runner';
import { UsageError, type CommandContext } from '../cli-context';
import { modFoldersOf } from '../game-options';
import { checkModTypes, modCodeFiles, readManifest, type ModCode, type TypeProblem } from '../mod-types';
import { modFolders, modRootOf } from '../workspace-files';

/** What finding mods needs of a command's context. */
type Where = Pick<CommandContext, 'cwd' | 'root' | 'modDirs'>;

/** The mods under some folders (or holding some files), each with its manifest, in folder order. */
export function modsUnder(targets: readonly string[]): ModCode[] {
  const out: ModCode[] = [];
  const seen = new Set<string>();
  const add = (manifestFile: string) => {
    const folder = path.dirname(manifestFile);
    const manifest = readManifest(manifestFile);
    if (manifest && !seen.has(folder)) {
      seen.add(folder);
      out.push({ folder, manifest });
    }
  };
  for (const target of targets) {
    const root = modRootOf(target);
    if (root !== undefined) add(path.join(root, 'mod.json'));
    else for (const file of filesUnder(target, (name) => name === 'mod.json')) add(file);
  }
  return out;
}

/** Finds a ruleset's entry module by id among the workspace's mods (`mods/`, `--mods`) and the mods being checked. */
function rulesetEntries(ctx: Where, extra: readonly ModCode[]): (id: string) => string | undefined {
  let known: ModCode[] | undefined;
  return (id) => {
    known ??= [
      ...extra,
      ...modsUnder(
        modFolders(
          ctx.root,
          ctx.modDirs.map((d) => path.resolve(ctx.cwd, d)),
        ),
      ),
    ];
    const ruleset = known.find((m) => m.manifest.id === id && m.manifest.kind === 'ruleset');
    const entry = ruleset?.manifest.entry;
    return ruleset && typeof entry === 'string' ? path.resolve(ruleset.folder, entry) : undefined;
  };
}

/** Type-checks the code of the given mods: the problems, each at its file, line and column. */
export function typeProblemsOf(ctx: Where, mods: readonly ModCode[]): TypeProblem[] {
  const entries = rulesetEntries(ctx, mods);
  const display = (file: string) => path.relative(ctx.cwd, file) || file;
  return mods.flatMap((mod) => checkModTypes(mod, entries, display));
}

/** The mods named on the command line: folders or files of mods, or mod ids. */
function modsOf(ctx: CommandContext, targets: readonly string[]): ModCode[] {
  const out: ModCode[] = [];
  for (const target of targets) {
    const full = path.resolve(ctx.cwd, target);
    if (existsSync(full)) {
      const found = modsUnder([full]);
      if (found.length === 0) throw new UsageError(`${target}: no mod there (a mod is a folder with a mod.json)`);
      out.push(...found);
      continue;
    }
    const byId = modsUnder(modFoldersOf(ctx)).find((m) => m.manifest.id === target);
    if (!byId) throw new UsageError(`${target}: no such file, folder or mod`);
    out.push(byId);
  }
  return out;
}

/** `kriegsspiel check <mod|path>...` */
export async function checkCommand(ctx: CommandContext): Promise<number> {
  if (ctx.positionals.length === 0)
    throw new UsageError('check needs a mod: its folder or its id, for example `kriegsspiel check mods/hundred-days-grand-battery`');
  const mods = modsOf(ctx, ctx.positionals);
  const withCode = mods.filter((m) => modCodeFiles(m).length > 0);
  const problems = typeProblemsOf(ctx, withCode);
  if (ctx.json) {
    ctx.out(JSON.stringify({ mods: withCode.length, errors: problems.length, problems }, null, 2));
  } else {
    for (const p of problems) ctx.out(`${p.file}:${p.line}:${p.column}  ${p.pointer === undefined ? '' : `${p.pointer}  `}${p.message}`);
    const n = withCode.length;
    ctx.err(`${n} mod${n === 1 ? '' : 's'} with code type-checked: ${problems.length} error${problems.length === 1 ? '' : 's'}`);
  }
  return problems.length > 0 ? 1 : 0;
}
