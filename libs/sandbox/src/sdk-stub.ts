/**
 * A small stand-in for `@kriegsspiel/rules-sdk`, served inside the VM as an ES module
 * when no `sdkSource` is given (hosts of real rulesets pass the real SDK). It has no
 * chance: that is the real SDK's, drawn from the game state in `setup` and `apply`.
 */
export const DEFAULT_SDK_SOURCE = `
export const SDK_VERSION = '0.0.0-stub';

/** Throws an Error with the message when the condition is false. */
export function invariant(condition, message) {
  if (!condition) throw new Error(message === undefined ? 'invariant failed' : message);
}

/** Identity helper for typed rule definitions. */
export function defineRules(rules) {
  return rules;
}
`;
