// Monaco, loaded once and only when a code editor first appears (the component imports this
// module dynamically, so the studio's first paint never waits for it). It registers the
// languages a mod's files need (TypeScript, JavaScript, JSON, Markdown), gives Monaco its
// workers through Vite's `?worker` imports, and sets TypeScript up as mods are compiled.
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/typescript/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/markdown/register';
import * as typescript from 'monaco-editor/languages/features/typescript/register';
import * as json from 'monaco-editor/languages/features/json/register';
import { schemas } from '@kriegsspiel/formats';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';
import JsonWorker from 'monaco-editor/languages/features/json/json.worker?worker';

(globalThis as { MonacoEnvironment?: unknown }).MonacoEnvironment = {
  getWorker(_moduleId: string, label: string): Worker {
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

/**
 * How a mod's code is checked: as `tsconfig.base.json` compiles it (ES2022, ES modules,
 * bundler resolution, strict), with no DOM and no Node — mods run in the sandbox. Monaco's
 * enums stop at ES2020 and NodeJs; its TypeScript (5.9) takes the numbers of newer ones.
 */
const es2022 = 9 as typescript.ScriptTarget;
const bundlerResolution = 100 as typescript.ModuleResolutionKind;
typescript.typescriptDefaults.setCompilerOptions({
  target: es2022,
  lib: ['lib.es2022.d.ts'],
  module: typescript.ModuleKind.ESNext,
  moduleResolution: bundlerResolution,
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  isolatedModules: true,
  noEmit: true,
  allowNonTsExtensions: true,
});
typescript.typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
// Every model is known to the TypeScript worker at once, so imports between a mod's files resolve.
typescript.typescriptDefaults.setEagerModelSync(true);

/**
 * The workspace's JSON schemas for its documents, already in the page for validation. Each is
 * known by its `$id` (which their `$ref`s resolve against) and by the address a document's
 * relative `$schema` (`../../schemas/mod.schema.json`) reaches from `file:///mods/<mod>/`.
 */
const documentSchemas: { name: keyof typeof schemas; fileMatch: string[] }[] = [
  { name: 'common', fileMatch: [] },
  { name: 'mod', fileMatch: ['mod.json'] },
  { name: 'scenario-test', fileMatch: ['*.test.json'] },
  { name: 'map', fileMatch: ['*.map.json'] },
  { name: 'oob', fileMatch: ['*.oob.json'] },
  { name: 'scenario', fileMatch: ['*.scenario.json'] },
];
const schemaRoots = new Set<string>();

/** Lets the JSON documents under `root` (`file:///`) name the workspace's schemas by their relative `$schema`. */
export function addSchemaRoot(root: string): void {
  if (schemaRoots.has(root)) return;
  schemaRoots.add(root);
  json.jsonDefaults.setDiagnosticsOptions({
    validate: true,
    enableSchemaRequest: false,
    schemas: documentSchemas.flatMap(({ name, fileMatch }) => {
      const schema = schemas[name] as { $id: string };
      return [{ uri: schema.$id, fileMatch, schema }, ...[...schemaRoots].map((r) => ({ uri: `${r}schemas/${name}.schema.json`, schema }))];
    }),
  });
}
addSchemaRoot('file:///');

/**
 * Monaco's styles, for a shadow root. Monaco's modules import their CSS, which Vite puts in
 * the document (a `<style>` per file in development, one stylesheet for the lazy chunk in a
 * build); document styles do not reach into shadow roots, and the studio nests its editors
 * in its own shadow root, so rendering Monaco in light DOM would not help there. Once
 * Monaco has loaded, its rules are copied into one constructed stylesheet that every code
 * editor adopts. (Monaco itself puts its theme's colours into the shadow root it finds.)
 * `@font-face` stays in the document, the only place a font can be declared.
 */
function collectStyles(): CSSStyleSheet {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // a stylesheet from another origin
    }
    const texts = [...list].map((r) => r.cssText);
    const owner = sheet.ownerNode instanceof Element ? (sheet.ownerNode.getAttribute('data-vite-dev-id') ?? '') : '';
    const monacos = owner.includes('monaco-editor') || texts.some((t) => t.includes('.monaco-editor') || t.includes('.codicon'));
    if (monacos) rules.push(...texts.filter((t) => !t.startsWith('@font-face')));
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  return sheet;
}

let styles: CSSStyleSheet | undefined;

/** Monaco's styles as one stylesheet to adopt (collected the first time). */
export function monacoStyles(): CSSStyleSheet {
  styles ??= collectStyles();
  return styles;
}

export { monaco, typescript, json };
