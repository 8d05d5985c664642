import type { CampaignDocument, MapDocument, ModManifest, OobDocument, ScenarioDocument, ScenarioTestDocument } from './generated';

/** The kinds of document the formats define. */
export const documentKinds = ['map', 'oob', 'scenario', 'mod', 'scenario-test', 'campaign'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The TypeScript type of each kind of document. */
export interface DocumentTypes {
  map: MapDocument;
  oob: OobDocument;
  scenario: ScenarioDocument;
  mod: ModManifest;
  'scenario-test': ScenarioTestDocument;
  campaign: CampaignDocument;
}

/** Address every schema's `$id` starts with. */
export const schemaBase = 'https://kriegsspiel.dev/schemas/';

/** The `$id` of a kind's schema. */
export function schemaIdOf(kind: DocumentKind): string {
  return `${schemaBase}${kind}.schema.json`;
}

/**
 * The kind a document declares in its `$schema` member. A relative path
 * (`../../schemas/map.schema.json`) and the schema's own address both work.
 */
export function kindFromSchemaRef(ref: unknown): DocumentKind | undefined {
  if (typeof ref !== 'string') return undefined;
  const match = /(?:^|\/)([a-z-]+)\.schema\.json$/.exec(ref);
  const kind = match?.[1];
  return (documentKinds as readonly string[]).includes(kind ?? '') ? (kind as DocumentKind) : undefined;
}
