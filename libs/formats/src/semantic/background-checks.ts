import { folderOf, normalizePath } from '../mod-paths';
import { error } from '../problem';
import { q, type HostFacts, type LoadedDocument, type Workspace } from './workspace';

/** The image formats a map's background may be in. */
export const BACKGROUND_IMAGE_EXTENSIONS: readonly string[] = ['.png', '.jpg', '.jpeg', '.svg'];

/**
 * Why a map's background image path is refused, or `undefined` when it names a file inside
 * `modFolder` (a path relative to the map file, as the map file's folder sees it). Both
 * paths are POSIX and relative to the same root; `modFolder` is `''` when unknown, so only
 * climbing above the root is refused.
 */
export function backgroundImageRefusal(mapFile: string, image: string, modFolder: string): string | undefined {
  const fix = 'put the image in the mod, next to the map, and name it relative to the map file (for example "scan.png")';
  if (image.includes('\\')) return `the image path ${q(image)} uses "\\": write it with "/"`;
  if (image.startsWith('/') || /^[A-Za-z]:/.test(image) || /^[a-z]+:/i.test(image)) return `the image path ${q(image)} is absolute; ${fix}`;
  if (!BACKGROUND_IMAGE_EXTENSIONS.some((ext) => image.toLowerCase().endsWith(ext)))
    return `the image ${q(image)} is not a PNG, JPEG or SVG file (${BACKGROUND_IMAGE_EXTENSIONS.join(', ')})`;
  const target = normalizePath(`${folderOf(mapFile)}/${image}`);
  if (target === undefined || (modFolder !== '' && !target.startsWith(`${modFolder}/`))) return `the image ${q(image)} is outside the mod's folder; ${fix}`;
  return undefined;
}

/** Checks a map's background image: a picture file that stays inside the map's mod and exists. */
export function checkBackground(ws: Workspace, doc: LoadedDocument<'map'>, host: HostFacts): void {
  const background = doc.value.background;
  if (!background) return;
  const manifest = doc.mod ? ws.mods.get(doc.mod) : undefined;
  const modFolder = manifest ? folderOf(manifest.file) : '';
  const refusal = backgroundImageRefusal(doc.file, background.image, modFolder);
  if (refusal) {
    ws.sink.add(doc, error('/background/image', 'outside-mod', refusal));
    return;
  }
  if (host.exists && !host.exists(doc.file, background.image))
    ws.sink.add(
      doc,
      error('/background/image', 'missing-file', `the background image ${q(background.image)} does not exist next to the map; copy it there or fix the path`),
    );
}
