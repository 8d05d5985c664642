import { kindFromSchemaRef, documentKinds } from './kinds';
import { parseJsonSource } from './json-source';
import { error, type Problem } from './problem';
import { validateSchema } from './schema-validation';
import { checkMap } from './semantic/map-checks';
import { checkMod } from './semantic/mod-checks';
import { checkOob } from './semantic/oob-checks';
import { checkScenario } from './semantic/scenario-checks';
import { checkScenarioTest } from './semantic/test-checks';
import { checkCampaign } from './semantic/campaign-checks';
import { ProblemSink, Workspace, type HostFacts, type LoadedDocument } from './semantic/workspace';

/** A file to validate: its name, its text, and the mod whose folder holds it. */
export interface SourceFile {
  file: string;
  text: string;
  mod?: string;
}

/** The outcome of reading one file: the document when it is a valid one of its kind, and its problems. */
export interface ReadResult {
  file: string;
  doc?: LoadedDocument;
  problems: Problem[];
  /** False when the file is JSON but does not name a known format in `$schema`. */
  isDocument: boolean;
}

/** Parses a file, finds its kind by `$schema` and checks it against the schema of that kind. */
export function readDocument(source: SourceFile): ReadResult {
  const json = parseJsonSource(source.file, source.text);
  if (json.value === undefined) return { file: source.file, problems: json.problems, isDocument: true };
  const ref = (json.value as { $schema?: unknown } | null)?.$schema;
  const kind = json.value !== null && typeof json.value === 'object' && !Array.isArray(json.value) ? kindFromSchemaRef(ref) : undefined;
  if (!kind) {
    const hint = `name one of the formats in \`$schema\`, for example "../../schemas/scenario.schema.json" (formats: ${documentKinds.join(', ')})`;
    const message =
      ref === undefined
        ? `this file does not say which format it is in; ${hint}`
        : `\`$schema\` is ${JSON.stringify(ref)}, which is not a Kriegsspiel format; ${hint}`;
    return {
      file: source.file,
      problems: [...json.problems, json.place(error(ref === undefined ? '' : '/$schema', 'unknown-format', message))],
      isDocument: false,
    };
  }
  const problems = [...json.problems, ...validateSchema(kind, json.value).map(json.place)];
  const valid = !problems.some((p) => p.severity === 'error');
  const doc = valid ? ({ kind, file: source.file, value: json.value, source: json, mod: source.mod } as LoadedDocument) : undefined;
  return { file: source.file, doc, problems, isDocument: true };
}

/**
 * Checks what a schema cannot: references between documents, hexes on the map, road
 * links between neighbours, unique ids, unit values against the ruleset's schemas.
 * Documents that failed their schema are left out (their shape cannot be trusted).
 */
export function checkSemantics(docs: readonly LoadedDocument[], host: HostFacts = {}): Map<LoadedDocument, Problem[]> {
  const sink = new ProblemSink();
  const ws = new Workspace(docs, sink);
  for (const doc of ws.mods.values()) checkMod(ws, doc, host);
  for (const doc of ws.maps.values()) checkMap(ws, doc);
  for (const doc of ws.oobs.values()) checkOob(ws, doc);
  for (const doc of ws.scenarios.values()) checkScenario(ws, doc);
  for (const doc of ws.tests) checkScenarioTest(ws, doc);
  for (const doc of ws.campaigns.values()) checkCampaign(ws, doc);
  const located = new Map<LoadedDocument, Problem[]>();
  for (const [doc, problems] of sink.byDocument) located.set(doc, problems.map(doc.source.place));
  return located;
}

/** Orders problems by file, line and column, as a reader scans them. */
export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
