import { createRequire } from 'node:module';
import { build, type Message, type Plugin } from 'esbuild';
import { nativeHost, type GuestCall, type RulesHost } from '@kriegsspiel/engine';
import type { GuestApi } from '@kriegsspiel/rules-sdk';
import { resolveModImport } from '@kriegsspiel/formats';
import {
  bundleSdkSource,
  callGuestText,
  LoadError,
  RulesError,
  Sandbox,
  SandboxError,
  SDK_MODULE_NAME,
  sdkBundleOptions,
  SourceMapper,
  type RawSourceMap,
} from '@kriegsspiel/sandbox';
import type { GuestProgram } from './program';

/** Where a game's rules run: `sandbox` (QuickJS in a worker, the default) or `native` (this thread; trusted code only). */
export type Engine = 'sandbox' | 'native';

/** The rules SDK's entry file, as the package `@kriegsspiel/rules-sdk` exports it. */
export function rulesSdkEntry(): string {
  return createRequire(import.meta.url).resolve(SDK_MODULE_NAME);
}

let sdkSource: Promise<string> | undefined;

/** The rules SDK bundled into one module for the sandbox; bundled once per process (per thread). */
export function rulesSdkSource(): Promise<string> {
  sdkSource ??= bundleSdkSource(rulesSdkEntry());
  sdkSource.catch(() => {
    sdkSource = undefined;
  });
  return sdkSource;
}

/** A rules host over a sandbox; the sandbox is exposed for its statistics. */
export interface SandboxRulesHost extends RulesHost {
  readonly mode: 'sandbox';
  readonly sandbox: Sandbox;
}

/**
 * Loads a program into a fresh sandbox with the ruleset's limits. A call that fails
 * (`ok: false`) throws its {@link SandboxError}, whose code, file and line the caller
 * reports; `Sandbox.load` rejects with one too (a `load-error` names the mod's file and line).
 */
export async function sandboxHost(program: GuestProgram): Promise<SandboxRulesHost> {
  const sandbox = await Sandbox.load({ id: program.id, files: program.files, entry: program.entry, limits: program.limits, sdkSource: await rulesSdkSource() });
  return {
    mode: 'sandbox',
    id: program.id,
    sandbox,
    call: (name: GuestCall, argument = '') => callGuestText(sandbox, name, argument),
    dispose: () => sandbox.dispose(),
  };
}

const NAMESPACE = 'kriegsspiel-guest';

/** Serves the program's files from memory and `@kriegsspiel/rules-sdk` from the real package; resolves and refuses as the sandbox does (formats' `resolveModImport`). */
function programFiles(program: GuestProgram): Plugin {
  return {
    name: 'kriegsspiel-program',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return { path: program.entry, namespace: NAMESPACE };
        // The SDK's own imports (outside the namespace) resolve as usual, from the real package.
        if (args.namespace !== NAMESPACE) return undefined;
        const resolved = resolveModImport((file) => Object.hasOwn(program.files, file), args.importer, args.path);
        if (resolved.kind === 'sdk') return { path: rulesSdkEntry() };
        if (resolved.kind === 'refused') return { errors: [{ text: resolved.message }] };
        return { path: resolved.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const loader = args.path.endsWith('.json') ? 'json' : args.path.endsWith('.js') || args.path.endsWith('.mjs') ? 'js' : 'ts';
        return { contents: program.files[args.path] ?? '', loader };
      });
    },
  };
}

/** Native mode's bundle: the code and its source map, whose sources are the program's paths (and the SDK's files). */
interface NativeBundle {
  code: string;
  map: RawSourceMap;
}

const nativeBundles = new Map<string, Promise<NativeBundle>>();

/** The program and the real rules SDK bundled into one ES module for native mode; once per program per thread. */
function nativeBundle(program: GuestProgram): Promise<NativeBundle> {
  let bundle = nativeBundles.get(program.key);
  if (!bundle) {
    bundle = build({
      ...sdkBundleOptions,
      entryPoints: [program.entry],
      plugins: [programFiles(program)],
      outfile: 'kriegsspiel-native.js',
      sourcemap: 'external',
      sourcesContent: false,
    }).then(
      (result) => {
        const code = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
        const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.js.map'))?.text ?? '{}') as RawSourceMap;
        const sources = map.sources.map((s) => (s.startsWith(`${NAMESPACE}:`) ? s.slice(NAMESPACE.length + 1) : s));
        return { code: code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'), map: { version: map.version, sources, mappings: map.mappings } };
      },
      (error: { errors?: Message[] }) => {
        const first = error.errors?.[0];
        const location = first?.location
          ? { file: first.location.file.replace(`${NAMESPACE}:`, ''), line: first.location.line, column: first.location.column + 1 }
          : undefined;
        throw new LoadError({
          message: first ? `${location ? `${location.file}:${location.line}:${location.column}: ` : ''}${first.text}` : String(error),
          reason: 'bundle',
          phase: 'load',
          ...(location ? { location } : {}),
        });
      },
    );
    nativeBundles.set(program.key, bundle);
    bundle.catch(() => nativeBundles.delete(program.key));
  }
  return bundle;
}

let instances = 0;

/**
 * What the rules threw in native mode, as the sandbox reports it: located at the first frame
 * of its stack in the mods' own files (not the SDK's), by the bundle's source map.
 */
function nativeError(cause: unknown, mapper: SourceMapper, url: string, phase: 'load' | 'call'): SandboxError {
  if (cause instanceof SandboxError) return cause;
  const error = cause instanceof Error ? cause : new Error(String(cause));
  // Only the bundle's frames: the host's own (this file, Node's) are not the rules'. A stack
  // printer that ignores `sourceURL` (a test runner's) names the bundle by its data URL.
  const stack = (error.stack ?? '').split(url).join(mapper.generatedFile);
  const frames = stack.split('\n').filter((line) => line.includes(`${mapper.generatedFile}:`));
  const mapped = mapper.mapStack(frames.join('\n'));
  const data = { message: `${error.name}: ${error.message}`, phase, guestName: error.name, ...(mapped.stack ? { guestStack: mapped.stack } : {}) };
  const location = mapped.location ? { location: mapped.location } : {};
  return phase === 'load' ? new LoadError({ ...data, reason: 'evaluation', ...location }) : new RulesError({ ...data, reason: 'thrown', ...location });
}

/**
 * Runs a program in this thread: the same files as the sandbox, bundled with the real
 * SDK by esbuild and imported as a module of its own (each host has its own instance, so
 * its own game). For benchmarks and cross-checks only — the code is not contained, and a
 * loop in it hangs the thread. What the rules throw is reported as a `rules-error` (a
 * `load-error` while loading), as in the sandbox, with the mod's file and line.
 */
export async function nativeModHost(program: GuestProgram): Promise<RulesHost> {
  const bundle = await nativeBundle(program);
  // Named by `sourceURL`, so that stacks name the instance rather than its whole data URL.
  const name = `kriegsspiel-native-${++instances}.js`;
  // Made on the first error only: decoding the map of the SDK and the mods takes a while.
  let mapper: SourceMapper | undefined;
  const mapperOnce = () => (mapper ??= new SourceMapper(bundle.map, name, new Set(), (file) => Object.hasOwn(program.files, file)));
  const url = `data:text/javascript;base64,${Buffer.from(`${bundle.code}\n//# sourceURL=${name}\n`).toString('base64')}`;
  let api: GuestApi;
  try {
    api = (await import(url)) as GuestApi;
  } catch (cause) {
    throw nativeError(cause, mapperOnce(), url, 'load');
  }
  const inner = nativeHost(api);
  return {
    mode: 'native',
    id: program.id,
    async call(name, argument) {
      try {
        return await inner.call(name, argument);
      } catch (cause) {
        throw nativeError(cause, mapperOnce(), url, 'call');
      }
    },
    dispose: () => inner.dispose(),
  };
}

/** A host of either kind for a program. */
export function hostFor(engine: Engine, program: GuestProgram): Promise<RulesHost> {
  return engine === 'native' ? nativeModHost(program) : sandboxHost(program);
}

/**
 * Hosts kept for reuse, one per program and engine: a worker that runs many games or
 * tests of one ruleset loads it once. Each game starts with `setup`, which replaces the
 * whole state, so games do not leak into each other — as long as the rules keep their
 * state in the state, as the rules API requires.
 */
export class HostCache {
  private readonly hosts = new Map<string, Promise<RulesHost>>();

  get(engine: Engine, program: GuestProgram): Promise<RulesHost> {
    const key = `${engine}:${program.key}`;
    let host = this.hosts.get(key);
    if (!host) {
      host = hostFor(engine, program);
      this.hosts.set(key, host);
      // A program that failed to load is tried again next time (it may have been a limit).
      host.catch(() => this.hosts.delete(key));
    }
    return host;
  }

  async dispose(): Promise<void> {
    const hosts = [...this.hosts.values()];
    this.hosts.clear();
    await Promise.all(
      hosts.map((h) =>
        h.then(
          (host) => host.dispose(),
          () => undefined,
        ),
      ),
    );
  }
}
