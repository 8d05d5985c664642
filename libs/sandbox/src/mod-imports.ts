// What a mod may import, in the words of a refusal. A mod imports its own files and the
// rules SDK; a house rule may also import the TYPES of the ruleset it extends, by the
// ruleset's id (`import type { … } from '@mods/<id>'`). Type-only imports are erased when
// the mod is bundled, so they never reach the resolver; a value import of another mod does,
// and is refused: its code would run twice, outside the hooks the house rule wraps.
import { SDK_MODULE_NAME } from './guest/prelude';

/** How a mod names another mod whose types it imports: `@mods/<id>`. */
export const MOD_TYPES_PREFIX = '@mods/';

/** Why an import outside the mod is refused, and what to write instead. */
export function importRefusal(specifier: string): string {
  if (specifier.startsWith(MOD_TYPES_PREFIX)) {
    return `Import "${specifier}" brings in another mod's code, which a mod may not do: import only its types (\`import type { … } from "${specifier}"\`); a house rule reaches the ruleset's rules through the \`next\` its hooks receive`;
  }
  return `Import "${specifier}" is not allowed: a mod may import only its own files (relative paths inside the mod), "${SDK_MODULE_NAME}", and the types of another mod (\`import type { … } from "${MOD_TYPES_PREFIX}<id>"\`)`;
}
