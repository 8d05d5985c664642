import { kindFromSchemaRef, documentKinds } from './kinds';
import { parseJsonSource } from './json-source';
import { warning, type Problem, type UnlocatedProblem } from './problem';
import { closest } from './schema-messages';
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
  /** False when the file is JSON but does not name a known format in `$schema` (then an `unknown-format` warning says so). */
  isDocument: boolean;
}

/**
 * Why a JSON file is not read as a document, as a warning: nothing (game, catalogue, studio)
 * reads it, which a corrupted or forgotten `$schema` would otherwise make silent. It says what
 * `$schema` holds, the formats there are, and the path to write, guessed from a misspelling.
 */
function unknownFormat(ref: unknown, notObject: boolean): UnlocatedProblem {
  const written = typeof ref === 'string' ? /([A-Za-z-]+)\.schema\.json$/.exec(ref)?.[1] : undefined;
  const guess = written ? closest(written.toLowerCase(), documentKinds) : undefined;
  const example = guess && typeof ref === 'string' ? ref.replace(/[A-Za-z-]+\.schema\.json$/, `${guess}.schema.json`) : '../../schemas/scenario.schema.json';
  const fix = `name its format in \`$schema\`, for example ${JSON.stringify(example)} (the formats are ${documentKinds.join(', ')}), or move the file out of the mod`;
  const what = notObject
    ? 'this JSON is not an object, so it names no Kriegsspiel format'
    : ref === undefined
      ? 'this file has no `$schema`, so it names no Kriegsspiel format'
      : `\`$schema\` is ${JSON.stringify(ref)}, which names no Kriegsspiel format${guess ? ` (did you mean ${JSON.stringify(`${guess}.schema.json`)}?)` : ''}`;
  return warning(ref === undefined || notObject ? '' : '/$schema', 'unknown-format', `${what}; it is skipped, so nothing reads it: ${fix}`);
}

/**
 * JSON files the studio writes into a mod that are not documents: saved games of free play
 * (editor-core's `free-play-save.ts` reads and checks them). They are not warned about.
 */
const savedGameFile = /\.free-play\.json$/;

/** Parses a file, finds its kind by `$schema` and checks it against the schema of that kind. */
export function readDocument(source: SourceFile): ReadResult {
  const json = parseJsonSource(source.file, source.text);
  if (json.value === undefined) return { file: source.file, problems: json.problems, isDocument: true };
  const ref = (json.value as { $schema?: unknown } | null)?.$schema;
  const kind = json.value !== null && typeof json.value === 'object' && !Array.isArray(json.value) ? kindFromSchemaRef(ref) : undefined;
  if (!kind && ref === undefined && savedGameFile.test(source.file)) return { file: source.file, problems: [], isDocument: false };
  if (!kind) {
    return {
      file: source.file,
      problems: [...json.problems, json.place(unknownFormat(ref, json.value === null || Array.isArray(json.value) || typeof json.value !== 'object'))],
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
  for (const doc of ws.maps.values()) checkMap(ws, doc, host);
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
