import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkSemantics, sortProblems, type LoadedDocument, type Problem } from '@kriegsspiel/formats';
import { contextDocuments, jsonFilesUnder, modFolders, modRootOf, readFiles } from '../workspace-files';
import { UsageError, type CommandContext } from '../cli-context';
import { modsUnder, typeProblemsOf } from './check';

/** Problems that mean a file could not be read at all (exit status 2, like a usage error). */
const unreadableCodes: ReadonlySet<string> = new Set(['not-json', 'too-deep']);

/** The result of validating some files: their problems and whether any file was not JSON. */
export interface ValidationReport {
  files: number;
  documents: LoadedDocument[];
  problems: Problem[];
  notJson: boolean;
}

/** Validates the documents in the given files and folders, with the workspace's mods as context. */
export function validatePaths(
  targets: string[],
  ctx: Pick<CommandContext, 'cwd' | 'root' | 'modDirs'> & Partial<Pick<CommandContext, 'options'>>,
): ValidationReport {
  const files: string[] = [];
  for (const target of targets) {
    const full = path.resolve(ctx.cwd, target);
    if (!existsSync(full)) throw new UsageError(`${target}: no such file or folder`);
    files.push(...jsonFilesUnder(full));
  }
  const unique = [...new Set(files)];
  const explicit = new Set(targets.map((t) => path.resolve(ctx.cwd, t)));
  const results = readFiles(unique, ctx.cwd);
  const problems: Problem[] = [];
  const documents: LoadedDocument[] = [];
  let notJson = false;
  results.forEach((result, i) => {
    const file = unique[i] ?? '';
    const named = explicit.has(path.resolve(file));
    // JSON outside any mod (package.json, tsconfig.json in `mods/`) is not ours to judge; in a
    // mod, a file that names no format is a warning (as in the studio), so a broken `$schema`
    // is never skipped in silence. A file named on the command line must be a document.
    if (!result.isDocument && !named && modRootOf(file) === undefined) return;
    if (result.problems.some((p) => unreadableCodes.has(p.code))) notJson = true;
    problems.push(...(named ? result.problems.map((p) => (p.code === 'unknown-format' ? { ...p, severity: 'error' as const } : p)) : result.problems));
    if (result.doc) documents.push(result.doc);
  });
  // The mods that hold the files are context too, so a file outside `mods/` is checked against its own manifest.
  const ownMods = unique.map(modRootOf).filter((d): d is string => d !== undefined);
  const folders = [...new Set([...modFolders(ctx.root, ctx.modDirs), ...ownMods])];
  const context = contextDocuments(folders, ctx.cwd, documents, new Set(unique.map((f) => path.resolve(f))));
  const semantic = checkSemantics([...documents, ...context], {
    exists: (fromFile, relative) => existsSync(path.resolve(ctx.cwd, path.dirname(fromFile), relative)),
  });
  for (const doc of documents) problems.push(...(semantic.get(doc) ?? []));
  // The mods' rules code, type-checked as `kriegsspiel check` does (unless --skip-check), and a
  // ruleset's manifest `hooks` against the hooks of its code.
  if (!ctx.options?.['skip-check']) {
    const mods = modsUnder(targets.map((t) => path.resolve(ctx.cwd, t)));
    for (const { pointer, code, ...p } of typeProblemsOf(ctx, mods))
      problems.push({ ...p, pointer: pointer ?? '', code: code ?? 'type-error', severity: 'error' });
  }
  return {
    files: results.filter((r, i) => r.isDocument || explicit.has(path.resolve(unique[i] ?? '')) || modRootOf(unique[i] ?? '') !== undefined).length,
    documents,
    problems: sortProblems(problems),
    notJson,
  };
}

/** `kriegsspiel validate <file-or-folder>...` */
export async function validateCommand(ctx: CommandContext): Promise<number> {
  const targets = ctx.positionals;
  if (targets.length === 0) throw new UsageError('validate needs at least one file or folder, for example `kriegsspiel validate mods`');
  const report = validatePaths(targets, ctx);
  const errors = report.problems.filter((p) => p.severity === 'error').length;
  const warnings = report.problems.length - errors;
  if (ctx.json) {
    ctx.out(JSON.stringify({ files: report.files, documents: report.documents.length, errors, warnings, problems: report.problems }, null, 2));
  } else {
    for (const p of report.problems) {
      const where = p.code === 'type-error' ? '' : `${p.pointer || '/'}  `;
      ctx.out(`${p.file}:${p.line}:${p.column}  ${where}${p.severity === 'warning' ? 'warning: ' : ''}${p.message}`);
    }
    const summary = `${report.files} file${report.files === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
    ctx.err(summary);
  }
  if (report.notJson) return 2;
  return errors > 0 ? 1 : 0;
}
