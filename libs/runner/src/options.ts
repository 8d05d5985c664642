/** The `default` of each property of an options schema (`properties.<name>.default`). */
export function optionDefaults(schema: unknown): Record<string, unknown> {
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties === null || typeof properties !== 'object') return {};
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties as Record<string, unknown>)) {
    if (property !== null && typeof property === 'object' && 'default' in property)
      defaults[name] = structuredClone((property as { default: unknown }).default);
  }
  return defaults;
}

/**
 * Options as the rules see them: each layer's values replace the earlier ones' — the
 * ruleset's defaults, the house rules' defaults, the scenario's, then the test's or the
 * player's.
 */
export function layerOptions(...layers: (Record<string, unknown> | undefined)[]): Record<string, unknown> {
  return Object.assign({}, ...layers.filter((l) => l !== undefined).map((l) => structuredClone(l))) as Record<string, unknown>;
}
