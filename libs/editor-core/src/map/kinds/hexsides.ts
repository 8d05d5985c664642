import { hexsideTool } from '../../tools/hexside-tool';
import { listKind } from './map-kind';

/** Terrain on the side two hexes share (rivers, slopes with their uphill hex); `/hexsides`. */
export const hexsidesKind = listKind({
  id: 'hexsides',
  label: 'Hexsides',
  noun: 'hexside',
  tools: [hexsideTool],
  hexesOf: (side) => side.between,
});
