import { panTool } from './pan-tool';
import type { MapToolDefinition } from './tool';

/**
 * Grid and label settings. On the map it pans, as the pan tool does; the editor shows the
 * grid settings form beside the map while it is active.
 */
export const gridTool: MapToolDefinition = {
  id: 'grid',
  label: 'Grid',
  shortcut: 'Shift+G',
  hint: 'Change the grid size, orientation and labels beside the map.',
  cursor: 'grab',
  create: () => panTool.create(),
};
