// What `simulate --queue` and `worker --queue` agree on: the BullMQ queue's name, a job
// (one game or one campaign of a run), what a worker answers, and how a Redis address is read and checked.
import { createHash } from 'node:crypto';
import type { GameReport } from '@kriegsspiel/engine';
import type { CampaignSpec, Engine, GameSpec } from '@kriegsspiel/runner';
import type { RedisOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { UsageError } from '../cli-context';
import type { CampaignReport } from '../commands/play-campaign';

/** The BullMQ queue every run's games go through; a run's jobs are told apart by their run id. */
export const GAMES_QUEUE = 'kriegsspiel-games';

/**
 * One game of a run: what a worker needs to load the scenario from its own mods and play
 * it exactly as a local `simulate` would (game `index` with seed `seed`). With `campaign`
 * set, the job is a whole campaign, `scenario` its id, played battle after battle by one
 * worker thread as a local `simulate <campaign>` plays it.
 */
export interface GameJob {
  run: string;
  index: number;
  seed: number;
  scenario: string;
  campaign?: true;
  /** `--house-rule` mods, in order. */
  houseRules: string[];
  /** `--option` values. */
  options: Record<string, unknown>;
  engine: Engine;
  bots: string[];
  maxActions: number;
  /** {@link specKey} (or {@link campaignKey}) of the game as `simulate` loaded it: a worker whose mods load to another key must not play it. */
  specKey: string;
}

/** A worker's answer: the game's (or campaign's) report, or why the pool could not play it (it ran out of time, its thread died). */
export type GameJobResult = { worker: string; report: GameReport } | { worker: string; campaign: CampaignReport } | { worker: string; failure: string };

/** Starts the message of a job failed because the worker cannot play the run at all (no such scenario, other mods): the run stops. */
export const CANNOT_PLAY = 'cannot play this run: ';

/** The job id of game `index` of a run: BullMQ refuses a second job with the same id, so a run cannot enqueue a game twice. */
export const jobIdOf = (run: string, index: number) => `${run}-${index}`;

/**
 * A digest of everything that decides how a game plays: the rules' code (the program's
 * key), the scenario, map, order of battle and options, and the mods in order. Two
 * machines that load a scenario to the same key play its seeds alike. Paths on disk
 * (the program's origins) stay out: they differ from machine to machine.
 */
export function specKey(spec: GameSpec): string {
  return createHash('sha256')
    .update(JSON.stringify([spec.program.key, spec.mods, spec.players, spec.bundle]))
    .digest('hex');
}

/** {@link specKey} for a campaign: its program, mods, document and every battle's game. */
export function campaignKey(spec: CampaignSpec): string {
  const battles = Object.entries(spec.battles).map(([id, game]) => [id, specKey(game)]);
  return createHash('sha256')
    .update(JSON.stringify([spec.program.key, spec.mods, spec.players, spec.campaign, battles]))
    .digest('hex');
}

/** Where the queue lives: the address as shown to people (without a password) and the client options. */
export interface QueueAddress {
  shown: string;
  connection: RedisOptions;
}

/** `--queue redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS); anything else is a usage error. */
export function queueAddress(raw: unknown): QueueAddress {
  const usage = `--queue takes a Redis address such as redis://localhost:6379 or redis://host:6379/2, not \`${String(raw)}\``;
  if (typeof raw !== 'string') throw new UsageError(usage);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(usage);
  }
  const db = url.pathname.replace(/^\//, '');
  if ((url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname || !/^\d*$/.test(db)) throw new UsageError(usage);
  const connection: RedisOptions = {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : 6379,
    ...(db ? { db: Number(db) } : {}),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
  };
  return { shown: `${url.protocol}//${url.host}${db ? `/${db}` : ''}`, connection };
}

/** Connects once, without retrying, and asks Redis for PING: undefined when it answers, else what went wrong, for people. */
export async function redisProblem(address: QueueAddress, timeoutMs = 5000): Promise<string | undefined> {
  const client = new Redis({ ...address.connection, lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let lastError: Error | undefined;
  client.on('error', (error: Error) => (lastError = error));
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (cause) {
    const why = lastError?.message ?? (cause instanceof Error ? cause.message : String(cause));
    return `cannot reach Redis at ${address.shown} (${why}); start one there (\`redis-server --port ${address.connection.port}\`) or give another --queue`;
  } finally {
    client.disconnect();
  }
}
