// `npm start`: serves the built studio (building it first when its sources changed) over
// the workspace's mods and prints its address; `npm run dev` serves it from sources with Vite.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CEILING_OPTIONS, ceilingsFromOptions, DEFAULT_CEILINGS } from '@kriegsspiel/runner';
import { maxBodyBytes, startWorkspaceServer, type AppSource } from './server';
import { ensureStudioBuilt, studioPaths } from './studio-build';

/** The scenario the studio opens when none is named (the CLI's `kriegsspiel start` uses the same). */
export const defaultScenario = 'hundred-days-campaign';

const usage = `kriegsspiel-studio [options]

Serves the studio on http://127.0.0.1 and lets it read and write the mods' files.
By default it serves the built studio (apps/studio/dist), building it first when it is
missing or older than its sources.

  --mods DIR        a folder of mods to serve (repeatable; default: the repository's mods/)
  --scenario ID     the scenario to open first (default: ${defaultScenario})
  --port N          the port (default: 5177; 0 picks a free one)
  --static DIR      serve the built studio from DIR as it is (no build)
  --dev             serve the studio from its sources with Vite's dev server and hot reload
                    (\`npm run dev\`), for working on the studio itself
  --max-memory-mb M, --max-wall-clock-ms T
                    the most a mod may ask for in its mod.json \`limits\` (default
                    ${(DEFAULT_CEILINGS.memoryBytes ?? 0) / (1024 * 1024)} MB and ${DEFAULT_CEILINGS.callTimeoutMs ?? 0} ms a call); a mod asking for more is refused
  --help            this text

Only the studio's own page may use the server: requests and websockets naming another
host, or coming from another origin, are refused; request bodies over
${maxBodyBytes / (1024 * 1024)} MiB get 413.`;

/** Runs the command line; resolves once the server listens. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      mods: { type: 'string', multiple: true },
      scenario: { type: 'string' },
      port: { type: 'string' },
      static: { type: 'string' },
      dev: { type: 'boolean' },
      help: { type: 'boolean' },
      ...Object.fromEntries(CEILING_OPTIONS.map((c) => [c.option, { type: 'string' as const }])),
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const repo = fileURLToPath(new URL('../../..', import.meta.url));
  const mods = (values.mods ?? [path.join(repo, 'mods')]).map((m) => path.resolve(m));
  for (const dir of mods) if (!existsSync(dir)) throw new Error(`no folder ${dir}`);
  if (values.dev && values.static) throw new Error('--dev and --static exclude each other');
  const scenario = values.scenario ?? defaultScenario;
  const port = values.port === undefined ? 5177 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`);
  const ceilings = ceilingsFromOptions(
    Object.fromEntries(
      CEILING_OPTIONS.map((c) => {
        const raw = (values as Record<string, unknown>)[c.option];
        if (raw === undefined) return [c.option, undefined];
        if (typeof raw !== 'string' || !/^[1-9]\d*$/.test(raw)) throw new Error(`--${c.option} takes a whole number of ${c.unit}, not ${String(raw)}`);
        return [c.option, Number(raw)];
      }),
    ),
  );
  const app: AppSource = values.static
    ? { kind: 'static', dir: path.resolve(values.static) }
    : values.dev
      ? { kind: 'vite', root: studioPaths(repo).root }
      : { kind: 'static', dir: await ensureStudioBuilt(repo, (m) => console.error(m)) };
  const running = await startWorkspaceServer({ mods, app, port, defaultScenario: scenario, ceilings, log: (m) => console.error(m) });
  console.log(`Kriegsspiel studio: ${running.url}?scenario=${encodeURIComponent(scenario)}`);
  console.log(`  serving ${mods.map((m) => path.relative(process.cwd(), m) || '.').join(', ')} — Ctrl+C to stop`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1;
}
