/* global document, performance */
// Smoke-tests every story of the built Storybook in Chromium: each story must render
// something (an element with a size, or an open dialog) and log no console error.
// Usage: node scripts/smoke-stories.mjs [storybook-static]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
// The one place that says how Chromium is launched is a script, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { launchChromium } from '../../../tools/scripts/chromium.mjs';

const dir = path.resolve(process.argv[2] ?? 'storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  // Chromium asks every origin for one; Storybook ships an SVG icon instead.
  if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
  let file = path.join(dir, decodeURIComponent(url.pathname));
  if (!file.startsWith(dir)) return void res.writeHead(403).end();
  if ((await stat(file).catch(() => undefined))?.isDirectory()) file = path.join(file, 'index.html');
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}/`;

const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((e) => e.type === 'story');
const started = performance.now();
const browser = await launchChromium();
const failures = [];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  for (const story of stories) {
    errors = [];
    const t0 = performance.now();
    await page.goto(`${base}iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, { waitUntil: 'load' });
    let rendered = false;
    try {
      await page.waitForFunction(
        () => {
          const root = document.querySelector('#storybook-root');
          const el = root?.firstElementChild;
          if (!el) return false;
          const open = el.shadowRoot?.querySelector('dialog[open]');
          const box = el.getBoundingClientRect();
          return Boolean(open) || (box.width > 0 && box.height > 0 && (el.shadowRoot ? el.shadowRoot.childElementCount > 0 : true));
        },
        null,
        { timeout: 15000 },
      );
      // Let late work (loaders, first frames, validation) report its errors.
      await page.waitForTimeout(250);
      rendered = true;
    } catch {
      rendered = false;
    }
    const errorShown = await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'));
    const ms = Math.round(performance.now() - t0);
    if (!rendered || errorShown || errors.length > 0) {
      failures.push(story.id);
      console.log(`✖ ${story.id} (${ms} ms)${!rendered ? ' rendered nothing' : ''}${errorShown ? ' threw' : ''}`);
      for (const e of errors) console.log(`    console: ${e}`);
    } else {
      console.log(`✓ ${story.id} (${ms} ms)`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`\nStorybook smoke: ${stories.length} stories in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${stories.length - failures.length} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 || stories.length === 0 ? 1 : 0;
