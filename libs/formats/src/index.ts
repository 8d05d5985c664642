export type * from './generated';
export { documentKinds, kindFromSchemaRef, schemaIdOf, schemaBase, type DocumentKind, type DocumentTypes } from './kinds';
export { parseJsonSource, type JsonSource } from './json-source';
export { error, warning, pointerJoin, pointerTokens, type Problem, type Severity, type UnlocatedProblem } from './problem';
export { schemas, validateSchema, formatsAjv } from './schema-validation';
export { readDocument, checkSemantics, sortProblems, type SourceFile, type ReadResult } from './validate';
export { documentsOfKind, type LoadedDocument, type HostFacts } from './semantic/workspace';
export { mapModel, type MapModel } from './semantic/map-checks';
export { oobModel, type OobModel } from './semantic/oob-checks';
