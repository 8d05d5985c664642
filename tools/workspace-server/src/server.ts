// The studio's HTTP server. It binds to 127.0.0.1 only, answers the workspace API, and
// serves the studio: the built files (`npm start`), or Vite's dev middleware (`npm run dev`).
// More guards keep other web pages out of the designer's files (request-guard.ts): every
// request and websocket must name this server in Host (DNS rebinding) and come from no other
// origin; a write must also be JSON. Vite's own dev routes that act on the machine
// (`/__open-in-editor`) are closed. Request bodies are capped at `maxBodyBytes`, and large
// ones are read a few at a time so concurrent uploads cannot exhaust memory.
import { createServer, STATUS_CODES, Server as HttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  queryValue,
  queryValues,
  workspaceRoutes as routes,
  type ApiAnswer,
  type ApiBody,
  type ApiError,
  type GameRefused,
  type RouteName,
  type WriteConflict,
} from './api';
import { workspaceTypeLibraries } from './ruleset-types';
import { documentExtensions, sourceExtensions, WorkspaceFiles } from './workspace-files';
import { WorkspaceGames } from './workspace-games';
import { WorkspaceTests } from './workspace-tests';
import { WorkspaceWatch } from './workspace-watch';
import type { LimitCeilings } from '@kriegsspiel/runner';
import { PathRefused, WorkspaceRoots, nameRoots } from './workspace-roots';
import { foreignHost, foreignOrigin, guardHeaders, isPageNavigation, serverIdentity } from './request-guard';
import { removeStaleTemporaries } from './workspace-files';

/** How the studio's own files are served. */
export type AppSource =
  /** Vite's dev server in middleware mode over the app's sources (`npm run dev`), its machine-facing routes closed. */
  | { readonly kind: 'vite'; readonly root: string }
  /** The files `vite build` wrote (`npm start`). */
  | { readonly kind: 'static'; readonly dir: string }
  /** The API only (tests). */
  | { readonly kind: 'none' };

/** Options of {@link startWorkspaceServer}. */
export interface WorkspaceServerOptions {
  /** Folders of mods to serve. */
  readonly mods: readonly string[];
  readonly app: AppSource;
  /** 0 picks a free port. */
  readonly port?: number;
  /** The scenario the studio opens first. */
  readonly defaultScenario?: string;
  /** Where to say what happened (requests refused, Vite errors). */
  readonly log?: (message: string) => void;
  /** The most a mod's manifest may ask for (`limits`); the sandbox's default ceilings otherwise. A mod asking for more cannot be played. */
  readonly ceilings?: LimitCeilings;
}

/** A running server. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  close(): Promise<void>;
}

const host = '127.0.0.1';
/** The largest request body accepted (a file saved from the studio, as JSON): 16 MiB. Larger ones get 413. */
export const maxBodyBytes = 16 * 1024 * 1024;
/** Bodies from this size on are read at most {@link largeBodySlots} at a time; the others wait their turn unread. */
const largeBody = 1024 * 1024;
const largeBodySlots = 2;

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(text);
}

/** Answers a route with `200` and the body its contract promises. */
function answer<R extends RouteName>(res: ServerResponse, _route: R, body: ApiAnswer<R>): void {
  send(res, 200, body);
}

/** Answers with an error; its body has at least the contract's `error` sentence. */
function fail<E extends ApiError = ApiError>(res: ServerResponse, status: number, body: E): void {
  send(res, status, body);
}

/** How much of a body over the limit is read and thrown away before the connection is cut. */
const discardBytes = 4 * maxBodyBytes;

const tooLarge = () => new HttpError(413, `the request body is larger than ${maxBodyBytes / (1024 * 1024)} MiB, the most this server accepts`);

/** Refuses a body whose announced length is over the limit, before reading any of it. */
function checkDeclaredLength(req: IncomingMessage): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw tooLarge();
}

async function readBody(req: IncomingMessage): Promise<string> {
  checkDeclaredLength(req);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    // Over the limit: keep nothing, but read on (up to a bound) so that the client, still
    // sending, gets the 413 rather than a reset connection; past the bound, cut it off.
    if (size > maxBodyBytes) {
      chunks.length = 0;
      if (size > discardBytes) break;
      continue;
    }
    chunks.push(chunk as Buffer);
  }
  if (size > maxBodyBytes) throw tooLarge();
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON request body whose members are still to be checked against the contract's body `T`. */
async function readJsonBody<T>(req: IncomingMessage): Promise<Partial<Record<keyof T, unknown>>> {
  const text = await readBody(req);
  try {
    return JSON.parse(text) as Partial<Record<keyof T, unknown>>;
  } catch {
    throw new HttpError(400, 'the request body is not JSON');
  }
}

/** At most `slots` tasks at a time; the others wait in order. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** A request whose body is large, or of unknown length, waits for one of the large-body slots. */
function isLarge(req: IncomingMessage): boolean {
  const declared = req.headers['content-length'];
  return declared === undefined ? req.headers['transfer-encoding'] !== undefined : Number(declared) >= largeBody;
}

/** Writes a plain HTTP error on a socket being upgraded, and closes it. */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Starts the server; resolves once it listens. */
export async function startWorkspaceServer(options: WorkspaceServerOptions): Promise<RunningServer> {
  const log = options.log ?? (() => undefined);
  const roots = new WorkspaceRoots(nameRoots(options.mods));
  const files = new WorkspaceFiles(roots, options.defaultScenario);
  const games = new WorkspaceGames(roots, options.ceilings);
  const tests = new WorkspaceTests(roots, options.ceilings);
  const watching = new WorkspaceWatch(roots, log);
  // A save killed half-way (kill -9, a power cut) left its temporary file: remove what no running server is writing.
  for (const root of roots.roots) for (const file of removeStaleTemporaries(root.dir)) log(`removed a stale temporary file ${roots.workspacePathOf(file)}`);
  let port = options.port ?? 0;
  let identity = serverIdentity(port);
  const largeBodies = new Slots(largeBodySlots);

  let appHandler: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (_req, res) =>
    fail(res, 404, { error: 'this server serves the API only' });
  let closeApp: () => Promise<void> = async () => undefined;

  /** A request that writes or works (not a plain read) must be JSON: a cross-site form cannot send it (other origins are refused before). */
  const guardWrite = (req: IncomingMessage, asJson: string) => {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) throw new HttpError(415, asJson);
  };

  /**
   * Reads (GET) or writes (PUT, conditional on `baseVersion`, 409 with what is on disk when
   * it changed) one file with one of `extensions`; `json` refuses text that does not parse.
   */
  const fileRoute = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    route: {
      readonly read: 'readFile' | 'readSource';
      readonly write: 'writeFile' | 'writeSource';
      readonly extensions: readonly string[];
      readonly json: boolean;
    },
  ): Promise<void> => {
    const requested = queryValue(route.read, url.searchParams, 'path') ?? '';
    if (req.method === routes[route.read].method) {
      const content = await files.read(requested, route.extensions);
      return content ? answer(res, route.read, content) : fail(res, 404, { error: `there is no file ${requested}` });
    }
    if (req.method === routes[route.write].method) {
      guardWrite(req, 'send the file as JSON: { "text": …, "baseVersion": … }');
      const body = await readJsonBody<ApiBody<'writeFile'>>(req);
      if (typeof body.text !== 'string') throw new HttpError(400, '`text` must be the file content as a string');
      if (body.baseVersion !== null && typeof body.baseVersion !== 'string')
        throw new HttpError(400, '`baseVersion` must be the version the edits were made on, or null for a new file');
      if (route.json) {
        try {
          JSON.parse(body.text);
        } catch (e) {
          throw new HttpError(400, `the text is not JSON, so it was not written: ${(e as Error).message}`);
        }
      }
      const outcome = await files.write(requested, body.text, body.baseVersion, route.extensions);
      if (outcome.ok) return answer(res, route.write, { path: requested, version: outcome.version });
      return fail<WriteConflict>(res, 409, {
        error: 'the file changed on disk since it was loaded',
        path: requested,
        text: outcome.current?.text ?? null,
        version: outcome.current?.version ?? null,
      });
    }
    res.setHeader('allow', `${routes[route.read].method}, ${routes[route.write].method}`);
    throw new HttpError(405, `${req.method} is not supported here`);
  };

  /** True when the request is for `route`'s address with its method. */
  const is = (req: IncomingMessage, url: URL, route: RouteName) => url.pathname === routes[route].path && req.method === routes[route].method;

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    const route = url.pathname;
    if (is(req, url, 'listing')) return answer(res, 'listing', await files.listing());
    if (is(req, url, 'documents')) return answer(res, 'documents', await files.readAll());
    if (is(req, url, 'game')) {
      const scenario = queryValue('game', url.searchParams, 'scenario') ?? '';
      if (!/^[\w.-]{1,200}$/.test(scenario)) throw new HttpError(400, `name the scenario to play: ${routes.game.path}?scenario=<id>`);
      const optionsText = queryValue('game', url.searchParams, 'options');
      let options: unknown;
      try {
        options = optionsText === undefined ? undefined : JSON.parse(optionsText);
      } catch {
        options = null;
      }
      if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options)))
        throw new HttpError(400, `options must be a JSON object, such as ${routes.game.path}?scenario=<id>&options={"name":3}`);
      const outcome = await games.game({
        scenario,
        houseRules: queryValues('game', url.searchParams, 'houseRule'),
        ...(options ? { options: options as Record<string, unknown> } : {}),
      });
      return outcome.ok
        ? answer(res, 'game', { game: outcome.game })
        : fail<GameRefused>(res, 422, { error: outcome.failure.message, failure: outcome.failure, ...(outcome.bundle ? { bundle: outcome.bundle } : {}) });
    }
    if (is(req, url, 'tests')) return answer(res, 'tests', { tests: await tests.list(queryValue('tests', url.searchParams, 'mod')) });
    if (route === routes.prepareTests.path) {
      if (req.method !== routes.prepareTests.method) {
        res.setHeader('allow', routes.prepareTests.method);
        throw new HttpError(405, `${req.method} is not supported here`);
      }
      guardWrite(req, 'send the tests to prepare as JSON: { "paths": [ … ] }');
      const body = await readJsonBody<ApiBody<'prepareTests'>>(req);
      if (!Array.isArray(body.paths) || !body.paths.every((p) => typeof p === 'string'))
        throw new HttpError(400, '`paths` must be the workspace paths of the test files');
      return answer(res, 'prepareTests', await tests.prepare(body.paths as string[]));
    }
    if (route === routes.readFile.path) return fileRoute(req, res, url, { read: 'readFile', write: 'writeFile', extensions: documentExtensions, json: true });
    if (route === routes.readSource.path)
      return fileRoute(req, res, url, { read: 'readSource', write: 'writeSource', extensions: sourceExtensions, json: false });
    if (is(req, url, 'image')) {
      const requested = queryValue('image', url.searchParams, 'path') ?? '';
      const image = await files.readImage(requested);
      if (!image) return fail(res, 404, { error: `there is no file ${requested}` });
      // An SVG is a document that could run script if opened on its own: it gets no powers.
      res.writeHead(200, {
        'content-type': image.type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
      res.end(image.bytes);
      return;
    }
    if (is(req, url, 'writeImage')) {
      guardWrite(req, 'send the picture as JSON: { "base64": … }');
      const requested = queryValue('writeImage', url.searchParams, 'path') ?? '';
      const body = await readJsonBody<ApiBody<'writeImage'>>(req);
      if (typeof body.base64 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(body.base64))
        throw new HttpError(400, "`base64` must be the picture's bytes in base64");
      const outcome = await files.writeImage(requested, Buffer.from(body.base64, 'base64'));
      if (!outcome.ok) return fail(res, 409, { error: `there is already a file ${requested}; choose another name` });
      return answer(res, 'writeImage', { path: requested, version: outcome.version });
    }
    if (route === routes.image.path) {
      res.setHeader('allow', `${routes.image.method}, ${routes.writeImage.method}`);
      throw new HttpError(405, `${req.method} is not supported here`);
    }
    if (is(req, url, 'types')) return answer(res, 'types', { libraries: await workspaceTypeLibraries(files) });
    if (is(req, url, 'changes')) {
      const since = queryValue('changes', url.searchParams, 'since');
      if (since !== undefined && !/^\d{1,15}$/.test(since))
        throw new HttpError(400, `\`since\` must be the number the last answer of ${routes.changes.path} gave`);
      return answer(res, 'changes', watching.changes(since === undefined ? undefined : Number(since)));
    }
    throw new HttpError(404, `no API route ${route}`);
  };

  const server = createServer((req, res) => {
    void (async () => {
      try {
        for (const [name, value] of Object.entries(guardHeaders)) res.setHeader(name, value);
        const wrongHost = foreignHost(req, identity);
        if (wrongHost) throw new HttpError(421, wrongHost);
        const url = new URL(req.url ?? '/', `http://${host}:${port}`);
        const foreign = foreignOrigin(req, identity);
        if (foreign && !isPageNavigation(req, url.pathname)) throw new HttpError(403, foreign);
        if (req.method !== 'GET' && req.method !== 'HEAD') checkDeclaredLength(req);
        if (url.pathname.startsWith('/api/')) await (isLarge(req) ? largeBodies.run(() => api(req, res, url)) : api(req, res, url));
        else await appHandler(req, res);
      } catch (e) {
        const status = e instanceof PathRefused ? 403 : e instanceof HttpError ? e.status : 500;
        if (status === 500) log(`error: ${(e as Error).stack ?? e}`);
        else log(`${req.method} ${req.url}: ${status} ${(e as Error).message}`);
        if (status === 413) res.setHeader('connection', 'close');
        if (!res.headersSent) fail(res, status, { error: (e as Error).message });
        else res.end();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  identity = serverIdentity(port);

  // Websockets (Vite's HMR in dev mode) pass the same Host and origin checks as requests; Vite
  // listens on a server of its own that only gets the upgrades that passed.
  let upgrades: HttpServer | undefined;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    // Only Vite's own sockets are served; anything else would hang unanswered.
    const vites = ['vite-hmr', 'vite-ping'].includes(String(req.headers['sec-websocket-protocol']));
    const refused = foreignHost(req, identity) ? 421 : foreignOrigin(req, identity) ? 403 : upgrades && vites ? 0 : 404;
    if (refused !== 0) {
      log(`upgrade ${req.url}: ${refused} (host ${req.headers.host}, origin ${req.headers.origin ?? '-'})`);
      return refuseUpgrade(socket, refused, refused === 404 ? 'no websocket here' : (foreignHost(req, identity) ?? foreignOrigin(req, identity) ?? ''));
    }
    upgrades?.emit('upgrade', req, socket, head);
  });

  if (options.app.kind === 'static') {
    const dir = path.resolve(options.app.dir);
    appHandler = (req, res) => serveStatic(dir, req, res);
  } else if (options.app.kind === 'vite') {
    const { createServer: createVite } = await import('vite');
    const root = path.resolve(options.app.root);
    upgrades = new HttpServer();
    const vite = await createVite({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      appType: 'spa',
      // No CORS answers (Vite's default lets other local origins read any file it serves, `/@fs/` included).
      server: { middlewareMode: true, ws: { server: upgrades }, cors: false, allowedHosts: [] },
      logLevel: 'warn',
    });
    appHandler = (req, res) =>
      new Promise<void>((resolve, reject) => {
        // Routes that act on the machine rather than serve the page: closed even to this origin.
        const raw = (req.url ?? '/').toLowerCase();
        if (raw.startsWith('/__') || new URL(raw, 'http://x').pathname.startsWith('/__'))
          return reject(new HttpError(404, 'dev-server tools are not served here'));
        vite.middlewares(req, res, (err: unknown) => (err ? reject(err) : (send(res, 404, { error: 'not found' }), resolve())));
        res.on('finish', () => resolve());
        res.on('close', () => resolve());
      });
    closeApp = () => vite.close();
  }

  return {
    url: `http://${host}:${port}/`,
    port,
    server,
    async close() {
      watching.close();
      await closeApp();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function serveStatic(dir: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, `${req.method} is not supported here`);
  const url = new URL(req.url ?? '/', 'http://x');
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, 'the address is not valid');
  }
  let file = path.resolve(dir, '.' + relative);
  if (file !== dir && !file.startsWith(dir + path.sep)) throw new HttpError(403, 'outside the app');
  let info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) {
    file = path.join(file, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info) {
    // The studio is one page: unknown addresses without an extension get it.
    if (path.extname(relative) !== '') throw new HttpError(404, `no file ${relative}`);
    file = path.join(dir, 'index.html');
  }
  const body = await readFile(file);
  const hashed = relative.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': mimeTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
