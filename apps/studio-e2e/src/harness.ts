// What every flow needs: a temporary copy of mods/, the real workspace server on
// 127.0.0.1 serving the built studio, Debian's Chromium, and a folder of screenshots
// named after the flow.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { checkSemantics, readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import { startWorkspaceServer, type AppSource, type RunningServer } from '@kriegsspiel/workspace-server';
// The one place that says how Chromium is launched is a script, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { launchChromium } from '../../../tools/scripts/chromium.mjs';

export const repo = fileURLToPath(new URL('../../..', import.meta.url));
export const studioDist = path.join(repo, 'apps', 'studio', 'dist');
export const mapPath = 'mods/hundred-days-arclight/maps/hundred-days.map.json';

/** One flow's world. */
export interface Flow {
  readonly mods: string;
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and page errors seen so far. */
  readonly errors: string[];
  /** Saves a screenshot as screenshots/<flow>/<name>.png. */
  shot(name: string): Promise<string>;
  /** A file of the temporary copies, by workspace path (`mods/...`, `mods-2/...` for the fixtures). */
  file(workspacePath: string): string;
  /** Opens a new page in the same browser context (same IndexedDB). */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The command line's fixture mods (Outpost, the hostile rulesets), which a flow may serve beside mods/. */
export const fixtureMods = path.join(repo, 'tools', 'cli', 'test-fixtures', 'mods');

/** What a flow serves besides its copy of mods/. */
export interface FlowOptions {
  /** Also serve a copy of the fixture mods (as the root `mods-2`, as `--mods mods --mods tools/cli/test-fixtures/mods` does). */
  readonly fixtures?: boolean;
  /** Let the studio's first-run tour show (other flows start as someone who has seen it, so it covers nothing). */
  readonly tour?: boolean;
}

/** Starts a flow: copies mods/, starts the server (the built studio by default) and Chromium. */
export async function startFlow(name: string, app: AppSource = { kind: 'static', dir: studioDist }, options: FlowOptions = {}): Promise<Flow> {
  if (app.kind === 'static' && !existsSync(path.join(studioDist, 'index.html'))) {
    throw new Error(`the studio is not built (${studioDist}); run \`npx nx run @kriegsspiel/studio:build\` (npm test does it first)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), `ks-e2e-${name}-`));
  const mods = path.join(dir, 'mods');
  cpSync(path.join(repo, 'mods'), mods, { recursive: true, filter: (src) => !src.includes(`${path.sep}node_modules`) });
  const folders = [mods];
  if (options.fixtures) {
    const fixtures = path.join(dir, 'fixtures', 'mods');
    cpSync(fixtureMods, fixtures, { recursive: true });
    folders.push(fixtures);
  }
  const server = await startWorkspaceServer({ mods: folders, app, port: 0, defaultScenario: 'hundred-days-campaign' });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (!options.tour) await context.addInitScript(() => localStorage.setItem('ks-studio-tour-seen', 'seen before this flow'));
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  };
  const page = watch(await context.newPage());
  const shots = path.join(repo, 'apps', 'studio-e2e', 'screenshots', name);
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  let current = page;
  return {
    mods,
    server,
    browser,
    context,
    get page() {
      return current;
    },
    errors,
    async shot(shotName) {
      const file = path.join(shots, `${shotName}.png`);
      await current.screenshot({ path: file });
      return file;
    },
    file: (p) => (p.startsWith('mods-2/') ? path.join(dir, 'fixtures', 'mods', ...p.split('/').slice(1)) : path.join(dir, ...p.split('/'))),
    async newPage() {
      current = watch(await context.newPage());
      return current;
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens the studio on the default scenario and waits until it is ready. */
export async function openStudio(page: Page, url: string): Promise<void> {
  await page.goto(`${url}?scenario=hundred-days-campaign`);
  await page.waitForFunction(() => {
    const studio = document.querySelector('ks-studio');
    const editor = studio?.shadowRoot?.querySelector('ks-map-editor');
    return Boolean(editor?.shadowRoot?.querySelector('ks-map-view'));
  });
  await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
}

/** Where a hex's centre is on the page. */
export async function hexOnPage(page: Page, label: string): Promise<{ x: number; y: number }> {
  return page.evaluate((l) => {
    const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')?.shadowRoot?.querySelector('ks-map-view') as unknown as {
      screenOf(label: string): { x: number; y: number } | undefined;
      shadowRoot: ShadowRoot;
    };
    const at = view.screenOf(l);
    // The canvas's frame: for a moment after a wheel or a drag the canvas itself is moved by a transform.
    const rect = view.shadowRoot.querySelector('canvas')?.parentElement?.getBoundingClientRect();
    if (!at || !rect) throw new Error(`hex ${l} is not on screen`);
    return { x: rect.left + at.x, y: rect.top + at.y };
  }, label);
}

/** The studio's current value of a map hex entry. */
export async function hexEntry(page: Page, label: string): Promise<unknown> {
  return page.evaluate(
    ([p, l]) => {
      const studio = document.querySelector('ks-studio') as unknown as {
        editor: { store: { require(path: string): { value: { hexes?: Record<string, unknown> } } } };
      };
      return studio.editor.store.require(p as string).value.hexes?.[l as string] ?? null;
    },
    [mapPath, label],
  );
}

/** The studio's current value of a document, by workspace path (a copy, safe to keep). */
export async function documentValue<T = unknown>(page: Page, workspacePath: string): Promise<T> {
  return page.evaluate((p) => {
    const studio = document.querySelector('ks-studio') as unknown as { editor: { store: { require(path: string): { value: unknown } } } };
    return structuredClone(studio.editor.store.require(p).value);
  }, workspacePath) as Promise<T>;
}

/** Opens a document from the sidebar by its workspace path. */
export async function openDocument(page: Page, workspacePath: string): Promise<void> {
  await page.locator(`ks-document-list button[title="${workspacePath}"]`).click();
}

/** Runs `body` in the page with the map view of the open map editor (`body` is sent as source: it sees only its arguments). */
export function onMapView<T, A>(page: Page, body: (view: never, arg: A) => T, arg?: A): Promise<T> {
  return page.evaluate(
    ([source, a]) => {
      const view = document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')?.shadowRoot?.querySelector('ks-map-view');
      return new Function('view', 'arg', `return (${source})(view, arg);`)(view, a) as T;
    },
    [body.toString(), arg] as const,
  );
}

/** A press and release of the real mouse at a point, as a tool sees a click. */
export async function clickAt(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
}

/** A point inside hex `a`, close to the side it shares with hex `b`. */
export async function nearSide(page: Page, a: string, b: string): Promise<{ x: number; y: number }> {
  const pa = await hexOnPage(page, a);
  const pb = await hexOnPage(page, b);
  return { x: pa.x + (pb.x - pa.x) * 0.42, y: pa.y + (pb.y - pa.y) * 0.42 };
}

/** A stand-in for a scanned printed map (900 x 640): paper, woods, a river and a road, as a PNG made by Chromium's canvas. */
export async function drawScan(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 640;
    const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = '#efe3c2';
    ctx.fillRect(0, 0, 900, 640);
    ctx.fillStyle = '#5f8f4a';
    for (const [x, y, r] of [
      [220, 180, 60],
      [520, 420, 80],
      [700, 160, 50],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.strokeStyle = '#2f5fb0';
    ctx.lineWidth = 10;
    ctx.beginPath();
    ctx.moveTo(0, 500);
    ctx.bezierCurveTo(250, 380, 500, 620, 900, 300);
    ctx.stroke();
    ctx.strokeStyle = '#7a4a1e';
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(100, 0);
    ctx.lineTo(450, 640);
    ctx.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** What the head of a PNG file says: its size in pixels and its resolution (pixels per metre, from pHYs). Throws if it is not a PNG. */
export function pngInfo(png: Buffer): { width: number; height: number; pixelsPerMetre?: number } {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) || png.subarray(12, 16).toString('latin1') !== 'IHDR') {
    throw new Error(`not a PNG file (it starts with ${png.subarray(0, 8).toString('hex')})`);
  }
  const phys = png.indexOf(Buffer.from('pHYs', 'latin1'));
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), pixelsPerMetre: phys > 0 ? png.readUInt32BE(phys + 4) : undefined };
}

/** The status bar's text. */
export async function statusText(page: Page): Promise<string> {
  return page.evaluate(
    () => document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-status-bar')?.shadowRoot?.textContent?.replace(/\s+/g, ' ') ?? '',
  );
}

/** Waits until the status bar says something. */
export async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-status-bar')?.shadowRoot?.textContent ?? '').includes(t),
    text,
    { timeout: 15000 },
  );
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}

/** The errors `kriegsspiel validate` would print for a mods folder: schema and semantic checks. */
export function validationErrors(mods: string): string[] {
  const files: { file: string; text: string; mod?: string }[] = [];
  for (const mod of readdirSync(mods, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'node_modules')) {
    const dir = path.join(mods, mod.name);
    let id: string | undefined;
    try {
      id = (JSON.parse(readFileSync(path.join(dir, 'mod.json'), 'utf8')) as { id: string }).id;
    } catch {
      id = undefined;
    }
    const walk = (d: string): void => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const full = path.join(d, e.name);
        if (e.isDirectory() && e.name !== 'node_modules') walk(full);
        else if (e.name.endsWith('.json')) files.push({ file: path.relative(mods, full), text: readFileSync(full, 'utf8'), mod: id });
      }
    };
    walk(dir);
  }
  const reads = files.map((f) => readDocument(f));
  const docs = reads.map((r) => r.doc).filter((d): d is LoadedDocument => d !== undefined);
  return [...reads.flatMap((r) => r.problems), ...[...checkSemantics(docs).values()].flat()]
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.file} ${p.pointer} ${p.message}`);
}

/** Chooses a mod in the Tests panel and waits until the panel lists that mod's tests only. */
export async function showTestsOf(page: Page, mod: string): Promise<void> {
  await page.locator('ks-test-panel select[name="mod"]').selectOption(mod);
  await page.waitForFunction((m) => {
    const listed = (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-test-panel') as unknown as { listed: { mod: string }[] }).listed;
    return listed.length > 0 && listed.every((t) => t.mod === m);
  }, mod);
}
