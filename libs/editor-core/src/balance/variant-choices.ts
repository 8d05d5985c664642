// What a balance variant may be made of, for one scenario: the mods that extend its
// ruleset (house rules and content), and the options its ruleset and those mods declare.
import type { ScenarioDocument } from '@kriegsspiel/formats';
import type { DocumentStore } from '../store/document-store';
import type { WorkspaceMod } from '../mods/workspace-mods';
import { optionFields, type OptionField } from './option-fields';

/** A mod a variant may add. */
export interface VariantMod {
  readonly id: string;
  readonly name: string;
  readonly kind: 'house-rule' | 'content';
  readonly description?: string;
  /** Options its manifest declares. */
  readonly options: readonly OptionField[];
}

/** The lists a variant is chosen from. */
export interface VariantChoices {
  /** The scenario's ruleset (its mod id), when known. */
  readonly ruleset?: string;
  /** The ruleset's own options. */
  readonly options: readonly OptionField[];
  /** Mods extending the ruleset, by name. */
  readonly mods: readonly VariantMod[];
}

/** The variant choices of a scenario, from the manifests as they stand in the store. */
export function variantChoices(mods: readonly WorkspaceMod[], store: DocumentStore, scenario: string): VariantChoices {
  const doc = store.all().find((d) => d.kind === 'scenario' && (d.value as Partial<ScenarioDocument>).id === scenario);
  const ruleset = (doc?.value as Partial<ScenarioDocument> | undefined)?.ruleset?.mod;
  if (!ruleset) return { options: [], mods: [] };
  const own = mods.find((m) => m.manifest.id === ruleset);
  const extending = mods
    .filter(
      ({ manifest }) => (manifest.kind === 'house-rule' || manifest.kind === 'content') && typeof manifest.id === 'string' && manifest.extends?.mod === ruleset,
    )
    .map(({ manifest }) => ({
      id: manifest.id as string,
      name: manifest.name ?? (manifest.id as string),
      kind: manifest.kind as 'house-rule' | 'content',
      ...(manifest.description ? { description: manifest.description } : {}),
      options: optionFields(manifest.id as string, manifest.options),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { ruleset, options: optionFields(ruleset, own?.manifest.options), mods: extending };
}
