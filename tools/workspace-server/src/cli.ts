// `npm start`: serves the studio over the workspace's mods and prints its address.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startWorkspaceServer, type AppSource } from './server';

/** The scenario the studio opens when none is named (the CLI's `kriegsspiel start` uses the same). */
export const defaultScenario = 'hundred-days-campaign';

const usage = `kriegsspiel-studio [options]

Serves the studio on http://127.0.0.1 and lets it read and write the mods' files.

  --mods DIR        a folder of mods to serve (repeatable; default: the repository's mods/)
  --scenario ID     the scenario to open first (default: ${defaultScenario})
  --port N          the port (default: 5177; 0 picks a free one)
  --static DIR      serve the built studio from DIR instead of Vite's dev server
  --help            this text`;

/** Runs the command line; resolves once the server listens. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      mods: { type: 'string', multiple: true },
      scenario: { type: 'string' },
      port: { type: 'string' },
      static: { type: 'string' },
      help: { type: 'boolean' },
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
  const app: AppSource = values.static ? { kind: 'static', dir: path.resolve(values.static) } : { kind: 'vite', root: path.join(repo, 'apps', 'studio') };
  const scenario = values.scenario ?? defaultScenario;
  const port = values.port === undefined ? 5177 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not ${values.port}`);
  const running = await startWorkspaceServer({ mods, app, port, defaultScenario: scenario, log: (m) => console.error(m) });
  console.log(`Kriegsspiel studio: ${running.url}?scenario=${encodeURIComponent(scenario)}`);
  console.log(`  serving ${mods.map((m) => path.relative(process.cwd(), m) || '.').join(', ')} — Ctrl+C to stop`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1;
}
