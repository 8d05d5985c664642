// The rules SDK's real declarations (and the rulesets' types) for browser tests, emitted on the test runner's Node side
// by the workspace server's module (see `vitest.commands.ts`), as `GET /api/types` serves them.
import { commands } from 'vitest/browser';
import type { TypeLibrary } from '../rules/source-files';

declare module 'vitest/browser' {
  interface BrowserCommands {
    typeLibraries(): Promise<TypeLibrary[]>;
  }
}

/** The declarations of `@kriegsspiel/rules-sdk`, formats and hex, and the rulesets' sources under `@mods/<id>` (all of `GET /api/types`). */
export function sdkTypeLibraries(): Promise<TypeLibrary[]> {
  return commands.typeLibraries();
}
