import type { EntryPoint } from '@kriegsspiel/formats';
import { placeTool } from '../../tools/place-tools';
import { listKind } from './map-kind';

/** Entry points, where reinforcements come onto the map. */
export const entryPointTool = placeTool({
  id: 'entry-point',
  label: 'Entry point',
  shortcut: 'E',
  hint: 'Click a hex to add an entry point or select one; drag to move it; Delete deletes it.',
  collection: 'entryPoints',
  kind: 'entryPoint',
  noun: 'entry point',
  newItem: (id, hex): EntryPoint => ({ id, name: 'New entry point', hex }),
  hexesOf: (place) => [place.hex].filter((l): l is string => l !== undefined),
});

/** Where reinforcements enter, one hex each; `/entryPoints`. */
export const entryPointsKind = listKind({
  id: 'entryPoints',
  label: 'Entry points',
  noun: 'entry point',
  selects: 'entryPoint',
  selectsByIndex: true,
  tools: [entryPointTool],
  hexesOf: (place) => [place.hex],
  describe: (place) => `entry ${place.name ?? place.id}`,
});
