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
    const rect = view.shadowRoot.querySelector('canvas')?.getBoundingClientRect();
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
