/**
 * Turns a rules SDK written as ordinary TypeScript files (e.g. the
 * `@kriegsspiel/rules-sdk` library) into the single ES module source that the
 * sandbox serves as `@kriegsspiel/rules-sdk` (`SandboxOptions.sdkSource`).
 * Everything it imports is bundled in; it must not import Node modules.
 */
import { build, type BuildOptions } from 'esbuild';

/** How the rules SDK (and native mode's mod with it) is bundled: one ES module for any platform, packages' `module` entries first. */
export const sdkBundleOptions = {
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  legalComments: 'none',
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** Bundles the rules SDK from its entry file into the one module the sandbox serves. */
export async function bundleSdkSource(entryFile: string): Promise<string> {
  const result = await build({ ...sdkBundleOptions, entryPoints: [entryFile] });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no bundle for ${entryFile}`);
  return output.text;
}
