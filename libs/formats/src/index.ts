export type * from './generated';
export { documentKinds, kindFromSchemaRef, schemaIdOf, schemaBase, type DocumentKind, type DocumentTypes } from './kinds';
export {
  escapePointerToken,
  unescapePointerToken,
  isPointer,
  pointerTokens,
  pointerFromTokens,
  pointerJoin,
  valueAtPointer,
  type PointerLookup,
} from './json-pointer';
export {
  RULES_SDK_MODULE,
  MOD_TYPES_PREFIX,
  MOD_IMPORT_SUFFIXES,
  importRefusal,
  normalizePath,
  isNormalPath,
  folderOf,
  resolvePath,
  resolveModImport,
  entryRefusal,
  type ModImport,
} from './mod-paths';
export { closest } from './schema-messages';
export { parseJsonSource, offsetTooDeep, MAX_JSON_DEPTH, type JsonSource } from './json-source';
export { error, warning, type Problem, type Severity, type UnlocatedProblem } from './problem';
export { schemas, validateSchema, formatsAjv } from './schema-validation';
export { readDocument, checkSemantics, sortProblems, type SourceFile, type ReadResult } from './validate';
export { documentsOfKind, type LoadedDocument, type HostFacts } from './semantic/workspace';
export { mapModel, type MapModel } from './semantic/map-checks';
export { backgroundImageRefusal, BACKGROUND_IMAGE_EXTENSIONS } from './semantic/background-checks';
export { oobModel, type OobModel } from './semantic/oob-checks';
export { checkUnitValues } from './semantic/attribute-schemas';
export { campaignSteps } from './semantic/campaign-checks';
