import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { findWorkspaceRoot, packagedModFolders } from './workspace-files';
import { ceilingFlags, CEILINGS_HELP } from './game-options';
import { UsageError, type CommandContext } from './cli-context';
import { validateCommand } from './commands/validate';
import { checkCommand } from './commands/check';
import { initCommand } from './commands/init';
import { startCommand } from './commands/start';
import { testCommand } from './commands/test';
import { playCommand } from './commands/play';
import { simulateCommand } from './commands/simulate';
import { benchCommand } from './commands/bench';
import { workerCommand } from './commands/worker';

interface Command {
  summary: string;
  usage: string;
  options?: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>;
  run(ctx: CommandContext): Promise<number>;
}

/** What `--max-actions` does, for the help of the commands that take it. */
const MAX_ACTIONS_HELP = [
  '  --max-actions K cuts a game (each battle, in a campaign) off as unfinished after K',
  "  actions; without it, the ruleset's limit (`limits.maxActions` in its mod.json), else 10,000.",
].join('\n');

const BOTS_HELP = [
  '  Bots: `random`, and `ismcts` (information-set Monte Carlo tree search inside the',
  "  sandbox, with the ruleset's determinize and evaluate hooks where it has them). Its",
  '  budget is --bot-ms N milliseconds per decision (50 by default), or --bot-iterations N',
  '  iterations per decision: time budgets vary with the load of the machine, iterations',
  '  do not, so only the latter replay the same game from the same seed.',
].join('\n');

const commands: Record<string, Command> = {
  validate: {
    summary: 'Check maps, orders of battle, scenarios, mod manifests and scenario tests.',
    usage: [
      'kriegsspiel validate <file-or-folder>... [--json] [--mods <dir>] [--skip-check]',
      '',
      '  Checks each document against its format and the others it names, and type-checks the',
      '  rules code of the mods given (as `kriegsspiel check` does) unless --skip-check.',
    ].join('\n'),
    options: { 'skip-check': { type: 'boolean' } },
    run: validateCommand,
  },
  check: {
    summary: "Type-check a mod's rules code against the SDK and the ruleset it extends.",
    usage: [
      'kriegsspiel check <mod-folder-or-id>... [--json] [--mods <dir>]',
      '',
      "  Runs the TypeScript compiler over each mod's code (the .ts files under its entry's",
      '  folder, tests left out), with the rules SDK and, for a house rule, the types of the',
      "  ruleset it extends (`import type { Hooks } from '@mods/<id>'`). Prints each error as",
      "  file:line:column in the mod's own files. `validate` and `test` run it too. Exit 1 on an error.",
    ].join('\n'),
    run: checkCommand,
  },
  init: {
    summary: "Make a new mod's skeleton here: a house rule of a ruleset, or a ruleset.",
    usage: [
      'kriegsspiel init house-rule <id> --ruleset <ruleset-id> [--hook <name>] [--mods <dir>]',
      'kriegsspiel init ruleset <id>',
      '',
      '  Writes a folder <id> here: mod.json, src/index.ts, a scenario test in tests/ and a',
      "  README. A house rule wraps one of the ruleset's hooks (--hook, by default the first its",
      "  manifest lists), typed by the ruleset's own `Hooks` (`import type { Hooks } from",
      "  '@mods/<ruleset-id>'`); a ruleset is a small working game with a map, an order of battle",
      '  and a scenario, to replace with yours. Its test is made by starting the game. Outside a',
      '  workspace it also writes a tsconfig.json here (if there is none) so that an editor finds',
      '  the types. `check`, `test` and `play` pass on the skeleton as written.',
    ].join('\n'),
    options: { ruleset: { type: 'string' }, hook: { type: 'string' } },
    run: initCommand,
  },
  start: {
    summary: 'Validate the default scenario and print a summary of it.',
    usage: 'kriegsspiel start [scenario-id] [--json] [--mods <dir>]',
    run: startCommand,
  },
  test: {
    summary: 'Run scenario tests (*.test.json) in sandboxes, in parallel.',
    usage: [
      'kriegsspiel test [file-folder-or-mod...] [--json] [--workers N] [--timeout ms] [--mods <dir>]',
      '',
      '  Runs the scenario tests under the given files, folders or mod ids (default: mods) on',
      '  worker threads (--workers, default: the number of CPUs), each test within --timeout ms',
      '  (default 30000). Prints each failure as file:line:column, then the line',
      '  "N passed, N failed". Exit 1 if any test failed. The code of the mods under test is',
      '  type-checked first (as `kriegsspiel check`; --skip-check leaves it out): a type error fails too.',
      CEILINGS_HELP,
    ].join('\n'),
    options: { workers: { type: 'string' }, timeout: { type: 'string' }, 'skip-check': { type: 'boolean' }, ...ceilingFlags },
    run: testCommand,
  },
  play: {
    summary: 'Play one game of a scenario, or a whole campaign, with a bot for each player.',
    usage: [
      'kriegsspiel play <scenario|campaign> [--seed N] [--bots random,random] [--engine sandbox|native]',
      '                 [--max-actions K] [--option name=value]... [--house-rule <mod>]... [--trace] [--json] [--mods <dir>]',
      '',
      '  Plays to the end (seed 1 and random bots by default, one per player in the',
      "  scenario's order) and prints the result, the number of actions and the final state",
      '  hash. A stuck or unfinished game exits 1. --engine native runs the rules outside the',
      '  sandbox: for trusted code and cross-checks only.',
      '',
      MAX_ACTIONS_HELP,
      '',
      '  --trace prints each action as it is taken, with every line it logged (to whom, where',
      "  not everyone), a house rule's lines marked with its name: `[grand-battery] …`. In a",
      '  campaign, each battle under its name and seed, its actions numbered from 1: the steps',
      '  of a campaign test (`kriegsspiel test`) that replays it with the same --seed.',
      '',
      '  `human` as a bot lets a person play that side at the terminal: the legal actions are',
      '  numbered; type a number, `u` to undo (where the rules allow it), `v` to see your view',
      '  as JSON, `s <file>` to save the game, or `q` to stop. With two humans the keyboard',
      "  is handed over between turns, so neither sees the other's secrets.",
      '',
      '  A campaign is played battle after battle by bots on one host; what carries from one',
      "  battle to the next is the ruleset's. Each battle's result and the campaign's are printed.",
      CEILINGS_HELP,
      '',
      BOTS_HELP,
    ].join('\n'),
    options: {
      seed: { type: 'string' },
      bots: { type: 'string' },
      'bot-iterations': { type: 'string' },
      'bot-ms': { type: 'string' },
      engine: { type: 'string' },
      'max-actions': { type: 'string' },
      option: { type: 'string', multiple: true },
      'house-rule': { type: 'string', multiple: true },
      trace: { type: 'boolean' },
      ...ceilingFlags,
    },
    run: playCommand,
  },
  simulate: {
    summary: 'Play many games with bots across worker threads and count the results.',
    usage: [
      'kriegsspiel simulate <scenario|campaign> [--games N] [--seed S] [--workers W] [--bots random,random]',
      '                     [--engine sandbox|native] [--max-actions K] [--option name=value]... [--house-rule <mod>]...',
      '                     [--compare | --sweep name=a,b,c | --sweep name=from..to[:step]]',
      '                     [--queue redis://host:port[/db]] [--json] [--mods <dir>]',
      '',
      '  Game i is played with seed S+i (default S = 1, N = 100), so the results do not depend',
      '  on the number of workers. Prints the wins of each player, draws, errors, stuck and',
      '  unfinished games, the mean length and the speed; exit 1 if any game did not end.',
      '  Campaigns are played on the worker threads, each battle after battle on one, and',
      '  counted by who won them.',
      '',
      MAX_ACTIONS_HELP,
      '',
      '  --compare plays the same seeds without and with the --house-rule mods; --sweep plays',
      '  them once per value of an option. Each set is a row with win rates and 95% intervals,',
      '  and each row after the first the change from it (* where it is significant). --compare',
      "  also counts each house rule's wrapped hooks: how often each was called, and how often",
      '  its result differed from what the rules beneath it gave.',
      '',
      '  --queue puts the games (or campaigns) on a BullMQ queue in that Redis, for',
      '  `kriegsspiel worker` processes on any machines to play, and prints the same as a',
      '  local run once they are all back.',
      CEILINGS_HELP,
      BOTS_HELP,
    ].join('\n'),
    options: {
      queue: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      workers: { type: 'string' },
      bots: { type: 'string' },
      'bot-iterations': { type: 'string' },
      'bot-ms': { type: 'string' },
      engine: { type: 'string' },
      'max-actions': { type: 'string' },
      option: { type: 'string', multiple: true },
      'house-rule': { type: 'string', multiple: true },
      compare: { type: 'boolean' },
      sweep: { type: 'string' },
      ...ceilingFlags,
    },
    run: simulateCommand,
  },
  worker: {
    summary: 'Play the games that `simulate --queue` runs put on a Redis queue, until stopped.',
    usage: [
      'kriegsspiel worker --queue redis://host:port[/db] [--workers W] [--mods <dir>]',
      '',
      '  Takes games (and campaigns) from the queue and plays them on W threads (default: the number of',
      '  CPUs), loading each scenario from the mods here: start workers on any number of',
      '  machines with the same mod folders and the same kriegsspiel version. A game left',
      '  by a worker that died is played by another. Stop with Ctrl-C (twice: at once).',
      CEILINGS_HELP,
    ].join('\n'),
    options: { queue: { type: 'string' }, workers: { type: 'string' }, ...ceilingFlags },
    run: workerCommand,
  },
  bench: {
    summary: 'Measure what the sandbox costs: a call, a load, playouts against native mode.',
    usage: [
      'kriegsspiel bench [--scenario <id>] [--games N] [--seed S] [--calls N] [--listings N] [--ismcts-games N [--workers W] [--ismcts-max-actions K]] [--profile] [--json] [--mods <dir>]',
      '',
      '  Times a trivial sandbox call (median and p95 of --calls N after 5000 to warm up, and the',
      '  median of the first 1000 apart), loading the ruleset of the scenario',
      "  (default: outpost-skirmish, the command line's own test game) into a fresh sandbox (the",
      '  first load of the bundle, then loads that start from a memory image of the second),',
      '  and random playouts per second in the sandbox and natively for the same seeds, and',
      '  checks that both modes reach the same final hashes. Playouts are timed by the clock',
      "  and by this process's CPU time (the sandbox's worker included), the honest figure on a",
      '  busy machine. It also plays the random game of seed S natively, finds the position',
      '  with the most legal actions (on a large map, where most units can move) and times',
      '  listing them there N times in each mode (--listings, 20 by default).',
      '',
      '  --ismcts-games N also plays the ISMCTS bot against the random bot in the sandbox, N',
      '  games in each seat at 10, 50 and 200 ms a decision (on W hosts at once, the number of',
      '  CPUs by default), and prints its win rates and its median time and iterations a decision.',
      '  A game still going after K actions (--ismcts-max-actions, 2000 by default, or the',
      "  ruleset's limit where lower) is cut off as unfinished, and the cut-off games are counted.",
      '',
      '  --profile then plays the same games in the sandbox once more, untimed, sampling where',
      '  the rules spend their time, and prints the 25 busiest functions with',
      "  their own share, their share with what they call, and the line of the mod's file most",
      '  samples found. Samples follow the clock: one a quarter millisecond, at the first of',
      "  QuickJS's checks between calls and loop turns (every 10 while profiling).",
    ].join('\n'),
    options: {
      scenario: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      calls: { type: 'string' },
      listings: { type: 'string' },
      'ismcts-games': { type: 'string' },
      'ismcts-max-actions': { type: 'string' },
      workers: { type: 'string' },
      profile: { type: 'boolean' },
    },
    run: benchCommand,
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
    'Exit status: 0 success, 1 problems found, a test failed or a game did not end, 2 a usage error or a file that cannot be read (not JSON, or nested deeper than 512 levels).',
  ].join('\n');
}

/** Where the command line writes: lines to stdout and stderr, and a status line rewritten in place on a terminal. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Shows progress; only given when stderr is a terminal. An empty text clears the line. */
  status?(text: string): void;
  /** Reads a line a person types, after showing a prompt. */
  ask?(prompt: string): Promise<string | undefined>;
}

/** Lines typed on standard input, read one at a time as they are asked for. */
export function linesOf(input: NodeJS.ReadableStream, write: (text: string) => void): (prompt: string) => Promise<string | undefined> {
  let reader: AsyncIterator<string> | undefined;
  return async (prompt) => {
    write(prompt);
    reader ??= createInterface({ input, terminal: false })[Symbol.asyncIterator]();
    const next = await reader.next();
    return next.done ? undefined : next.value;
  };
}

/** The process's own streams; progress only when stderr is a terminal. */
function processIo(): CliIo {
  const io: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l), ask: linesOf(process.stdin, (t) => process.stdout.write(t)) };
  if (process.stderr.isTTY) io.status = (text) => process.stderr.write(`\r${text}\x1b[K`);
  return io;
}

/** Runs the command line; returns the exit status. Output goes to the given writers (stdout/stderr by default). */
export async function main(argv: string[], io: CliIo = processIo(), cwd = process.cwd()): Promise<number> {
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
    const root = findWorkspaceRoot(cwd);
    return await command.run({
      positionals: parsed.positionals,
      options: parsed.values as CommandContext['options'],
      json: parsed.values.json === true,
      modDirs: [...packagedModFolders(cwd, root), ...((parsed.values.mods as string[] | undefined) ?? [])],
      cwd,
      root,
      out: io.out,
      err: io.err,
      ...(io.status ? { status: io.status } : {}),
      ...(io.ask ? { ask: io.ask } : {}),
    });
  } catch (cause) {
    if (cause instanceof UsageError || (cause as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`kriegsspiel ${name}: ${(cause as Error).message}\nUsage: ${command.usage}`);
      return 2;
    }
    throw cause;
  }
}
