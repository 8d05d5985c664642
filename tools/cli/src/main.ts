import { parseArgs } from 'node:util';
import { findWorkspaceRoot } from './workspace-files';
import { UsageError, type CommandContext } from './cli-context';
import { validateCommand } from './commands/validate';
import { startCommand } from './commands/start';

interface Command {
  summary: string;
  usage: string;
  options?: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
  run(ctx: CommandContext): Promise<number>;
}

const commands: Record<string, Command> = {
  validate: {
    summary: 'Check maps, orders of battle, scenarios, mod manifests and scenario tests.',
    usage: 'kriegsspiel validate <file-or-folder>... [--json] [--mods <dir>]',
    run: validateCommand,
  },
  start: {
    summary: 'Validate the default scenario and print a summary of it.',
    usage: 'kriegsspiel start [scenario-id] [--json] [--mods <dir>]',
    run: startCommand,
  },
};

function help(): string {
  const width = Math.max(...Object.keys(commands).map((c) => c.length));
  return [
    'kriegsspiel: build, mod and test historical wargames.',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Options for every command:',
    '  --json        print data for machines',
    '  --mods <dir>  also look for mods in this folder (repeatable)',
    '  --help        show the usage of a command',
    '',
    'Exit status: 0 success, 1 problems found or a test failed, 2 a usage error or a file that is not JSON.',
  ].join('\n');
}

/** Runs the command line; returns the exit status. Output goes to the given writers (stdout/stderr by default). */
export async function main(
  argv: string[],
  io: { out(line: string): void; err(line: string): void } = { out: (l) => console.log(l), err: (l) => console.error(l) },
  cwd = process.cwd(),
): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return name === undefined ? 2 : 0;
  }
  const command = commands[name];
  if (!command) {
    io.err(`kriegsspiel: unknown command \`${name}\`. Commands: ${Object.keys(commands).join(', ')}.`);
    return 2;
  }
  try {
    const parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        mods: { type: 'string', multiple: true },
        ...(command.options ?? {}),
      },
    });
    if (parsed.values.help) {
      io.out(`${command.summary}\n\nUsage: ${command.usage}`);
      return 0;
    }
    return await command.run({
      positionals: parsed.positionals,
      options: parsed.values as CommandContext['options'],
      json: parsed.values.json === true,
      modDirs: (parsed.values.mods as string[] | undefined) ?? [],
      cwd,
      root: findWorkspaceRoot(cwd),
      out: io.out,
      err: io.err,
    });
  } catch (cause) {
    if (cause instanceof UsageError || (cause as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`kriegsspiel ${name}: ${(cause as Error).message}\nUsage: ${command.usage}`);
      return 2;
    }
    throw cause;
  }
}
