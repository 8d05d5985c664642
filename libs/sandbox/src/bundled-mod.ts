/**
 * A mod as the sandbox loads it: its source files, or the one ES module esbuild made
 * of them with the source map back to the files. No Node API here: a browser receives
 * a {@link PreparedMod} bundled elsewhere (the workspace server) and loads it as is.
 */
import { MOD_MODULE_NAME, PRELUDE_FILE_NAME } from './guest/prelude';
import { SourceMapper, type RawSourceMap } from './source-map';

export interface ModSource {
  /** The mod's files by relative POSIX path (`src/index.ts`). `.ts`, `.mts`, `.js`, `.mjs` and `.json` are understood. */
  files: Readonly<Record<string, string>>;
  /** The file whose exports are the mod's entry points. */
  entry: string;
}

/** A bundled mod as plain data, to send where it is loaded (see `prepareMod`). */
export interface PreparedMod {
  /** The bundle, one ES module whose only import is `@kriegsspiel/rules-sdk`. */
  code: string;
  /** Its source map: positions in `code` back to the mod's files. */
  map: RawSourceMap;
}

export interface BundledMod {
  /** The bundle, one ES module. */
  code: string;
  /** Maps the bundle's positions back to the mod's files. */
  mapper: SourceMapper;
}

/** Makes a prepared mod ready to load: its stacks will be mapped back to the mod's files. */
export function bundledModOf(prepared: PreparedMod): BundledMod {
  if (typeof prepared?.code !== 'string' || typeof prepared.map?.mappings !== 'string' || !Array.isArray(prepared.map.sources)) {
    throw new TypeError('A prepared mod needs its code and its source map ({ version, sources, mappings })');
  }
  return { code: prepared.code, mapper: new SourceMapper(prepared.map, MOD_MODULE_NAME, new Set([PRELUDE_FILE_NAME])) };
}
