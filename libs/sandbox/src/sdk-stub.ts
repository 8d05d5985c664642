/**
 * A stand-in for `@kriegsspiel/rules-sdk` until the real SDK library exists. It
 * is served inside the VM as an ES module; pass `sdkSource` to replace it.
 */
export const DEFAULT_SDK_SOURCE = `
export const SDK_VERSION = '0.0.0-stub';

/** A die roll from the sandbox's deterministic Math.random. */
export function rollDie(sides = 6) {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError('sides must be a positive integer');
  return 1 + Math.floor(Math.random() * sides);
}

/** The sum of count dice. */
export function roll(count, sides = 6) {
  let total = 0;
  for (let i = 0; i < count; i++) total += rollDie(sides);
  return total;
}

/** Throws an Error with the message when the condition is false. */
export function invariant(condition, message) {
  if (!condition) throw new Error(message === undefined ? 'invariant failed' : message);
}

/** Identity helper for typed rule definitions. */
export function defineRules(rules) {
  return rules;
}
`;
