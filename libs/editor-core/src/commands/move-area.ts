import type { MapDocument } from '@kriegsspiel/formats';
import { defineCommand } from './command';
import { withInverse } from '../json/patch';

/** Arguments of {@link moveArea}. */
export interface MoveAreaArgs {
  /** Index of the area. */
  index: number;
  /** Where the editor draws it, in the map's abstract units. */
  position: { x: number; y: number };
}

/** Moves an area of an area map (its drawing `position`). */
export const moveArea = defineCommand<MapDocument, MoveAreaArgs>({
  id: 'move-area',
  kinds: ['map'],
  label: () => 'Move area',
  perform(map, { index, position }) {
    const area = map.areas?.[index];
    if (!area) return null;
    if (area.position && area.position.x === position.x && area.position.y === position.y) return null;
    return withInverse(map, [{ op: area.position ? 'replace' : 'add', path: `/areas/${index}/position`, value: { x: position.x, y: position.y } }]);
  },
});
