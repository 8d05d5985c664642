import { describe, expect, test } from 'vitest';
import { checkSemantics, readDocument } from '../validate';
import { fixtureDocuments } from '../test-support/fixtures';
import type { BackgroundImage } from '../generated';
import type { LoadedDocument } from './workspace';
import { backgroundImageRefusal } from './background-checks';

/** The problems of the fixture mod laid out as mods/demo/{mod.json,maps/map.json}, with the map's background and the files that exist. */
function problemsWith(background: BackgroundImage, files: readonly string[]) {
  const { mod, map } = fixtureDocuments();
  map.background = background;
  const docs: LoadedDocument[] = [];
  const problems = [];
  for (const [file, value] of [
    ['mods/demo/mod.json', mod],
    ['mods/demo/maps/map.json', map],
  ] as const) {
    const read = readDocument({ file, text: JSON.stringify(value, null, 2), mod: 'demo' });
    problems.push(...read.problems);
    if (read.doc) docs.push(read.doc);
  }
  const known = new Set(files);
  const exists = (from: string, relative: string) => known.has(`${from.slice(0, from.lastIndexOf('/'))}/${relative}`.replace(/[^/]+\/\.\.\//g, ''));
  for (const list of checkSemantics(docs, { exists }).values()) problems.push(...list);
  // The fixture mod names an entry module that is not in `files`; only the map matters here.
  return problems.filter((p) => p.file.endsWith('map.json'));
}

describe('a map background image', () => {
  test('next to the map and present: no problem', () => {
    expect(problemsWith({ image: 'scan.png', offset: { x: 10, y: -4 }, scale: 2, rotation: 1.5, opacity: 0.4 }, ['mods/demo/maps/scan.png'])).toEqual([]);
  });

  test('missing on disk: an error at /background/image that says what to do', () => {
    const problems = problemsWith({ image: 'scan.png' }, []);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'mods/demo/maps/map.json', pointer: '/background/image', code: 'missing-file', severity: 'error' }),
    ]);
    expect(problems[0]?.message).toMatch(/does not exist next to the map; copy it there or fix the path/);
    expect(problems[0]?.line).toBeGreaterThan(1);
  });

  test('leaving the mod is refused even when the file exists', () => {
    const problems = problemsWith({ image: '../../other/scan.png' }, ['mods/other/scan.png']);
    expect(problems).toEqual([expect.objectContaining({ pointer: '/background/image', code: 'outside-mod' })]);
  });

  test('a file that is not a picture, and a scale of 0, are schema errors', () => {
    const problems = problemsWith({ image: 'scan.pdf', scale: 0 }, ['mods/demo/maps/scan.pdf']);
    expect(problems.map((p) => p.pointer).sort()).toEqual(['/background/image', '/background/scale']);
  });

  test('the refusals', () => {
    expect(backgroundImageRefusal('mods/a/maps/m.json', 'scan.jpeg', 'mods/a')).toBeUndefined();
    expect(backgroundImageRefusal('mods/a/maps/m.json', '../art/scan.svg', 'mods/a')).toBeUndefined();
    expect(backgroundImageRefusal('mods/a/maps/m.json', '../../b/scan.png', 'mods/a')).toMatch(/outside the mod's folder/);
    expect(backgroundImageRefusal('mods/a/maps/m.json', '/etc/scan.png', 'mods/a')).toMatch(/is absolute/);
    expect(backgroundImageRefusal('mods/a/maps/m.json', 'https://x.org/scan.png', 'mods/a')).toMatch(/is absolute/);
    expect(backgroundImageRefusal('m.json', '../scan.png', '')).toMatch(/outside/);
  });
});
