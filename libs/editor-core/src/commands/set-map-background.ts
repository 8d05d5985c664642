import type { BackgroundImage, MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse, type PatchOperation } from '../json/patch';

/** Arguments of {@link setMapBackground}. */
export interface SetMapBackgroundArgs {
  /** The new background; `undefined` removes it. */
  background: BackgroundImage | undefined;
  /** History label; "Change background" when absent. */
  label?: string;
}

/** Sets, changes or removes the map's background image (a drag repeats it inside one gesture). */
export const setMapBackground = defineCommand<MapDocument, SetMapBackgroundArgs>({
  id: 'set-map-background',
  kinds: ['map'],
  label: (args) => args.label ?? (args.background ? 'Change background' : 'Remove background'),
  perform(map, { background }) {
    if (JSON.stringify(map.background) === JSON.stringify(background)) return null;
    const ops: PatchOperation[] = background
      ? [{ op: map.background ? 'replace' : 'add', path: '/background', value: background }]
      : [{ op: 'remove', path: '/background' }];
    return withInverse(map, ops);
  },
});
