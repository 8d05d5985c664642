/** Why a game cannot be loaded: what is missing or unusable. */
export type ModLoadErrorCode =
  'not-found' | 'invalid-document' | 'wrong-kind' | 'wrong-ruleset' | 'no-rules-code' | 'bad-limits' | 'over-ceiling' | 'unreadable';

/**
 * A scenario, document or mod needed to play cannot be used. The message says which, where
 * it was looked for and what to do; `file` and `pointer` say where the mistake is, when it is
 * in a document (the pointer is relative to that document).
 */
export class ModLoadError extends Error {
  override name = 'ModLoadError';

  constructor(
    readonly code: ModLoadErrorCode,
    message: string,
    readonly where: { file?: string; pointer?: string } = {},
  ) {
    super(message);
  }
}
