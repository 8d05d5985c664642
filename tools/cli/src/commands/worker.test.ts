// `simulate --queue` and `kriegsspiel worker` against a real Redis (Debian's redis-server,
// started here on a free port) and real worker processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../main';
import { findWorkspaceRoot } from '../workspace-files';

const root = findWorkspaceRoot(path.dirname(new URL(import.meta.url).pathname));
const bin = path.join(root, 'tools/cli/bin/kriegsspiel.js');
const fixtures = 'tools/cli/test-fixtures/mods';
const REDIS_SERVER = process.env.KRIEGSSPIEL_REDIS_SERVER ?? '/usr/bin/redis-server';

/** A process started by this file, with what it has printed so far and its exit. */
interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const started: Started[] = [];

function start(command: string, args: string[]): Started {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const process = { child, output: () => text, exited };
  started.push(process);
  return process;
}

/** Every process this file started is killed, whatever happened (also if the test runner exits first). */
function killAll() {
  for (const { child } of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.on('exit', killAll);

async function until(what: string, ready: () => boolean | Promise<boolean>, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answersPing(port: number): Promise<boolean> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function kriegsspiel(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) }, root);
  return { code, text: out.join('\n'), err: err.join('\n') };
}

function startWorker(queue: string, mods: string[]): Started {
  return start(process.execPath, [bin, 'worker', '--queue', queue, '--workers', '1', ...mods.flatMap((m) => ['--mods', m])]);
}

/** A summary without what depends on where and how fast it ran. */
function results(json: string) {
  const { workers: _w, seconds: _s, gamesPerSecond: _g, queue: _q, run: _r, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

describe('simulate --queue and kriegsspiel worker, through a real Redis', () => {
  let queue = '';

  beforeAll(async () => {
    if (!existsSync(REDIS_SERVER))
      throw new Error(
        `${REDIS_SERVER} is missing: this test needs Debian's redis-server. Run \`bash tools/scripts/ensure-redis.sh\` as root (or \`apt-get install -y redis-server\`).`,
      );
    const port = await freePort();
    const redis = start(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await until(`redis-server on port ${port} (it printed: ${redis.output()})`, () => answersPing(port));
    queue = `redis://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    killAll();
    await Promise.all(started.map((s) => s.exited));
  });

  test('two worker processes play a run; the summary is that of a local run of the same seeds', async () => {
    const workers = [startWorker(queue, [fixtures]), startWorker(queue, [fixtures])];
    for (const w of workers) await until('a worker to start', () => w.output().includes('playing games from'));
    const games = ['outpost-skirmish', '--games', '40', '--seed', '11', '--mods', fixtures, '--json'];
    const remote = start(process.execPath, [bin, 'simulate', ...games, '--queue', queue]);
    const local = await kriegsspiel(['simulate', ...games]);
    expect(await remote.exited, remote.output()).toBe(local.code);
    const data = JSON.parse(remote.output()) as { workers: number; queue: string; run: string; games: number; fingerprint: string };
    expect(results(remote.output())).toEqual(results(local.text));
    expect(data.queue).toBe(queue);
    // Both workers played some of the run's games, and said so.
    expect(data.workers).toBe(2);
    for (const w of workers) expect(w.output()).toContain(`run ${data.run}: playing outpost-skirmish`);
    // Stopped by SIGTERM, a worker closes cleanly.
    for (const w of workers) w.child.kill('SIGTERM');
    for (const w of workers) expect(await w.exited).toBe(0);
  }, 180_000);

  test('a sweep and a campaign run over the queue on two workers give the results of a local run', async () => {
    const workers = [startWorker(queue, [fixtures]), startWorker(queue, [fixtures])];
    for (const w of workers) await until('a worker to start', () => w.output().includes('playing games from'));
    // Each value of the sweep is a set of games, each game a job.
    const sweep = [
      'outpost-skirmish',
      '--games',
      '12',
      '--seed',
      '3',
      '--house-rule',
      'outpost-elan',
      '--sweep',
      'elanBonus=1,3',
      '--mods',
      fixtures,
      '--json',
    ];
    const remote = await kriegsspiel(['simulate', ...sweep, '--queue', queue]);
    const local = await kriegsspiel(['simulate', ...sweep]);
    expect(remote.code, remote.err).toBe(local.code);
    const remoteSweep = JSON.parse(remote.text) as { workers: number; variants: { label: string; fingerprint: string }[] };
    expect(results(remote.text)).toEqual(results(local.text));
    expect(remoteSweep.variants.map((v) => v.label)).toEqual(['elanBonus=1', 'elanBonus=3']);
    expect(remoteSweep.workers).toBe(2);
    // Each campaign is one job, played battle after battle by one worker.
    const campaigns = ['fords-campaign', '--games', '8', '--seed', '4', '--mods', fixtures, '--json'];
    const remoteCampaigns = await kriegsspiel(['simulate', ...campaigns, '--queue', queue]);
    const localCampaigns = await kriegsspiel(['simulate', ...campaigns]);
    expect(remoteCampaigns.code, `${remoteCampaigns.err}\n${workers.map((w) => w.output()).join('\n')}`).toBe(0);
    const { ms: _m, ...remoteCounts } = results(remoteCampaigns.text);
    const { ms: _l, ...localCounts } = results(localCampaigns.text);
    expect(remoteCounts).toEqual(localCounts);
    expect((remoteCounts as { results: { hash?: string }[] }).results.every((r) => typeof r.hash === 'string')).toBe(true);
    expect(workers.map((w) => w.output()).join('')).toContain(': playing campaign fords-campaign');
    for (const w of workers) w.child.kill('SIGTERM');
    for (const w of workers) expect(await w.exited).toBe(0);
  }, 240_000);

  test('a worker without the run’s scenario stops the run with a message that says so', async () => {
    const worker = startWorker(queue, []);
    await until('a worker to start', () => worker.output().includes('playing games from'));
    const result = await kriegsspiel(['simulate', 'outpost-skirmish', '--games', '5', '--mods', fixtures, '--queue', queue]);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^kriegsspiel simulate: run \w+ stopped after 0 of 5 games .*: worker .* has no scenario `outpost-skirmish` in mods; start workers/,
    );
    // The worker says so too (its line may come a moment after simulate has heard of the failure).
    await until('the worker to report the missing scenario', () => worker.output().includes('has no scenario `outpost-skirmish`'));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 60_000);

  test('an unreachable Redis is reported, with how to start one', async () => {
    const port = await freePort();
    const simulate = await kriegsspiel(['simulate', 'outpost-skirmish', '--games', '5', '--mods', fixtures, '--queue', `redis://127.0.0.1:${port}`]);
    expect(simulate.code).toBe(1);
    expect(simulate.err).toBe(
      `kriegsspiel simulate: cannot reach Redis at redis://127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port}); start one there (\`redis-server --port ${port}\`) or give another --queue`,
    );
    const worker = await kriegsspiel(['worker', '--queue', `redis://127.0.0.1:${port}`]);
    expect(worker.code).toBe(1);
    expect(worker.err).toContain(`kriegsspiel worker: cannot reach Redis at redis://127.0.0.1:${port}`);
    expect((await kriegsspiel(['worker', '--queue', 'http://example.com'])).code).toBe(2);
  });
});
