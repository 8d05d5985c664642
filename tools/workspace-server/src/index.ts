// @kriegsspiel/workspace-server: the studio's local server (host code).
export {
  workspaceRoutes,
  routeUrl,
  type WorkspaceApi,
  type RouteName,
  type ApiAnswer,
  type ApiBody,
  type ApiQuery,
  type ApiErrors,
  type ApiError,
  type WriteConflict,
  type GameRefused,
  type WriteRequest,
  type WorkspaceChanges,
} from './api';
export { startWorkspaceServer, type AppSource, type RunningServer, type WorkspaceServerOptions } from './server';
export { emitTypeLibraries, typeLibraries, type TypeLibrary } from './type-libraries';
export { rulesetTypeLibraries, workspaceTypeLibraries, type RulesetSources } from './ruleset-types';
export {
  documentExtensions,
  sourceExtensions,
  WorkspaceFiles,
  versionOf,
  type FileContent,
  type Listing,
  type ModEntry,
  type WriteOutcome,
} from './workspace-files';
export { nameRoots, PathRefused, WorkspaceRoots, type WorkspaceRoot } from './workspace-roots';
export { WorkspaceGames, type GameAnswer, type GameRequest } from './workspace-games';
export { WorkspaceTests, type ListedTest } from './workspace-tests';
export { WorkspaceWatch } from './workspace-watch';
export { defaultScenario, main } from './cli';
