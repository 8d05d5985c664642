// A workspace in memory that also serves code, as the studio's server does: the documents of
// mods/ and, beside them, source files (which the listing names but `readAll` does not load).
import type { DiskFile, WorkspaceListing, WriteResult } from '@kriegsspiel/editor-core';
import type { SourceFile, SourceFiles, TypeLibrary } from '../rules/source-files';
import { MemorySourceFiles } from './memory-source-files';
import { MemoryWorkspace } from './memory-workspace';
import { modFiles } from './mods-fixtures';

export class CodeWorkspace extends MemoryWorkspace implements SourceFiles {
  readonly sources: MemorySourceFiles;

  constructor(code: readonly { path: string; text: string }[], libraries: readonly TypeLibrary[] = []) {
    super(modFiles);
    this.sources = new MemorySourceFiles(
      [...code, ...modFiles.filter((f) => f.path.endsWith('.test.json') || f.path.endsWith('/mod.json'))].map((f) => ({ path: f.path, text: f.text })),
      libraries,
    );
  }

  override async listing(): Promise<WorkspaceListing> {
    const listing = await super.listing();
    return { ...listing, files: [...new Set([...listing.files, ...this.sources.paths()])].sort() };
  }

  override async readAll(): Promise<DiskFile[]> {
    return super.readAll();
  }

  readSource(path: string): Promise<SourceFile | null> {
    return this.sources.readSource(path);
  }

  writeSource(path: string, text: string, baseVersion: string | null): Promise<WriteResult> {
    return this.sources.writeSource(path, text, baseVersion);
  }

  typeLibraries(): Promise<readonly TypeLibrary[]> {
    return this.sources.typeLibraries();
  }
}
