import { roadTool } from '../../tools/road-tool';
import { listKind } from './map-kind';

/** Roads and trails: chains of hexes with one-way links; `/paths`. The road tool selects one link at a time. */
export const roadsKind = listKind({
  id: 'paths',
  label: 'Roads',
  noun: 'road',
  selects: 'link',
  tools: [roadTool],
  hexesOf: (path) => path.hexes,
});
