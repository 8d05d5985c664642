// The designer's flows, in Debian's Chromium against the real workspace server and a
// temporary copy of mods/. Each flow leaves screenshots in screenshots/<flow>/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSemantics, readDocument, type LoadedDocument } from '@kriegsspiel/formats';
import { hexEntry, hexOnPage, mapPath, openStudio, readText, repo, startFlow, statusText, waitForStatus, type Flow } from './harness';

let flow: Flow | undefined;
const timings: Record<string, number> = {};

afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

/** A plains hex of the Hundred Days map, not listed in the file. */
const target = '0303';

/** Every document of a mods folder, read and checked as `kriegsspiel validate` does. */
function validateFolder(mods: string): { errors: string[] } {
  const files: { file: string; text: string; mod?: string }[] = [];
  for (const mod of readdirSync(mods, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const modDir = path.join(mods, mod.name);
    let id: string | undefined;
    try {
      id = (JSON.parse(readFileSync(path.join(modDir, 'mod.json'), 'utf8')) as { id: string }).id;
    } catch {
      id = undefined;
    }
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, e.name);
        if (e.isDirectory() && e.name !== 'node_modules') walk(full);
        else if (e.name.endsWith('.json')) files.push({ file: path.relative(mods, full), text: readFileSync(full, 'utf8'), mod: id });
      }
    };
    walk(modDir);
  }
  const reads = files.map((f) => readDocument(f));
  const docs = reads.map((r) => r.doc).filter((d): d is LoadedDocument => d !== undefined);
  const problems = [...reads.flatMap((r) => r.problems), ...[...checkSemantics(docs).values()].flat()];
  return { errors: problems.filter((p) => p.severity === 'error').map((p) => `${p.file} ${p.pointer} ${p.message}`) };
}

describe('studio flows', () => {
  it('open the Hundred Days map, paint forest, undo, redo, save; the file is valid', async () => {
    const started = performance.now();
    flow = await startFlow('paint-undo-redo-save');
    const { page } = flow;
    const original = readText(flow.file(mapPath));
    const before = validateFolder(flow.mods).errors;

    await openStudio(page, flow.server.url);
    await flow.shot('01-opened-on-hundred-days');
    expect(await hexEntry(page, target)).toBeNull();

    // Paint with the real mouse: the brush is the map editor's default tool, forest its default terrain.
    const at = await hexOnPage(page, target);
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 2, at.y + 2);
    await page.mouse.up();
    expect(await hexEntry(page, target)).toEqual({ terrain: ['forest'] });
    expect(await statusText(page)).toContain('● Unsaved changes');
    await flow.shot('02-painted-forest-on-0303');

    await page.keyboard.press('Control+z');
    expect(await hexEntry(page, target)).toBeNull();
    await flow.shot('03-undone');
    await page.keyboard.press('Control+Shift+Z');
    expect(await hexEntry(page, target)).toEqual({ terrain: ['forest'] });

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved hundred-days.map.json');
    await flow.shot('04-saved');

    // On disk: the one hex entry was added, in label order, and nothing else moved.
    const saved = readText(flow.file(mapPath));
    expect(JSON.parse(saved).hexes[target]).toEqual({ terrain: ['forest'] });
    const added = saved.split('\n').length - original.split('\n').length;
    expect(added).toBe(5);
    expect(saved.replace(`    "${target}": {\n      "terrain": [\n        "forest"\n      ]\n    },\n`, '')).toBe(original);
    // The whole copy still validates as before (no new errors).
    expect(validateFolder(flow.mods).errors).toEqual(before);
    expect(flow.errors).toEqual([]);
    timings.paint = performance.now() - started;
  });

  it('kill the page before saving and get the work back after a reload', async () => {
    const started = performance.now();
    flow = await startFlow('recover-after-crash');
    const original = readText(flow.file(mapPath));
    await openStudio(flow.page, flow.server.url);
    const at = await hexOnPage(flow.page, target);
    await flow.page.mouse.click(at.x, at.y);
    await waitForStatus(flow.page, 'Unsaved work kept in this browser');
    await flow.shot('01-painted-not-saved');
    // Kill the renderer: no unload handlers, nothing saved.
    const cdp = await flow.context.newCDPSession(flow.page);
    const crashed = flow.page.waitForEvent('crash', { timeout: 10000 });
    // The answer to Page.crash never comes: the renderer is gone.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    await flow.page.close().catch(() => undefined);
    expect(readText(flow.file(mapPath))).toBe(original);

    const page = await flow.newPage();
    await page.goto(`${flow.server.url}?scenario=hundred-days-campaign`);
    await page.waitForFunction(() =>
      document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-restore-dialog')?.shadowRoot?.querySelector('dialog[open]'),
    );
    await flow.shot('02-restore-offered');
    await page.evaluate(() =>
      (document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-restore-dialog')?.shadowRoot?.querySelector('.primary') as HTMLButtonElement).click(),
    );
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    expect(await hexEntry(page, target)).toEqual({ terrain: ['forest'] });
    await waitForStatus(page, 'Restored unsaved work in 1 document');
    expect(await statusText(page)).toContain('● Unsaved changes');
    await flow.shot('03-restored');

    await page.keyboard.press('Control+s');
    await waitForStatus(page, 'Saved hundred-days.map.json');
    expect(JSON.parse(readText(flow.file(mapPath))).hexes[target]).toEqual({ terrain: ['forest'] });
    // The draft is gone once saved: a reload offers nothing.
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { flushDrafts(): Promise<void> }).flushDrafts());
    await page.reload();
    await page.evaluate(() => (document.querySelector('ks-studio') as unknown as { ready: Promise<void> }).ready);
    expect(
      await page.evaluate(() =>
        Boolean(document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-restore-dialog')?.shadowRoot?.querySelector('dialog[open]')),
      ),
    ).toBe(false);
    await flow.shot('04-saved-and-reloaded');
    expect(flow.errors).toEqual([]);
    timings.recover = performance.now() - started;
  });

  it('ask before overwriting a file that changed on disk', async () => {
    const started = performance.now();
    flow = await startFlow('conflict-on-save');
    await openStudio(flow.page, flow.server.url);
    const at = await hexOnPage(flow.page, target);
    await flow.page.mouse.click(at.x, at.y);
    const file = flow.file(mapPath);
    writeFileSync(file, readText(file).replace('"name": "Hundred Days Campaign map', '"name": "Edited elsewhere'));
    await flow.page.keyboard.press('Control+s');
    await flow.page.waitForFunction(() =>
      document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-conflict-dialog')?.shadowRoot?.querySelector('dialog[open]'),
    );
    await flow.shot('01-conflict-dialog');
    expect(readText(file)).toContain('Edited elsewhere');
    await flow.page.evaluate(() =>
      (
        document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-conflict-dialog')?.shadowRoot?.querySelector('.primary') as HTMLButtonElement
      ).click(),
    );
    await waitForStatus(flow.page, 'Saved hundred-days.map.json');
    const saved = JSON.parse(readText(file));
    expect(saved.hexes[target]).toEqual({ terrain: ['forest'] });
    expect(saved.name).toContain('Hundred Days Campaign map');
    await flow.shot('02-overwritten');
    // The 409 answer is logged by Chromium as a failed resource; nothing else may be.
    expect(flow.errors.filter((e) => !e.includes('409'))).toEqual([]);
    timings.conflict = performance.now() - started;
  });

  it.each([
    ['`npm start` serves the built studio', 'npm-start', [] as string[], '01-studio-built'],
    ['`npm run dev` serves the studio from sources (Vite)', 'npm-run-dev', ['--dev'], '01-studio-from-sources'],
  ])('%s and opens the default scenario', async (_, name, args, shot) => {
    const started = performance.now();
    flow = await startFlow(name);
    await flow.server.close();
    // The command `npm start` (or `npm run dev`) runs, on a free port, over the temporary copy.
    const child = spawn(process.execPath, [path.join(repo, 'tools/workspace-server/bin/kriegsspiel-studio.js'), '--port', '0', '--mods', flow.mods, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d) => {
          out += d;
          const m = /Kriegsspiel studio: (http:\/\/127\.0\.0\.1:\d+\/\?scenario=hundred-days-campaign)/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.stderr.on('data', (d) => (out += d));
        child.on('exit', (code) => reject(new Error(`the studio server exited (${code}): ${out}`)));
        setTimeout(() => reject(new Error(`no address printed: ${out}`)), 90000);
      });
      await flow.page.goto(url);
      await flow.page.waitForFunction(() => Boolean(document.querySelector('ks-studio')?.shadowRoot?.querySelector('ks-map-editor')), null, { timeout: 90000 });
      await flow.page.waitForTimeout(500);
      await flow.shot(shot);
      expect(await statusText(flow.page)).toContain('mods/hundred-days-arclight/maps/hundred-days.map.json');
      expect(flow.errors).toEqual([]);
    } finally {
      child.kill('SIGTERM');
    }
    timings[name] = performance.now() - started;
  });

  it('reports its timings', () => {
    console.log(
      `e2e timings (s): ${Object.entries(timings)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
        .join(', ')}`,
    );
  });
});
