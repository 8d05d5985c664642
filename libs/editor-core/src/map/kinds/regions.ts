import { regionTool } from '../../tools/region-tool';
import { listKind } from './map-kind';

/** Named sets of hexes (sectors, objectives, set-up zones); `/regions`. */
export const regionsKind = listKind({
  id: 'regions',
  label: 'Regions',
  noun: 'region',
  selects: 'region',
  selectsByIndex: true,
  tools: [regionTool],
  hexesOf: (region) => region.hexes,
  describe: (region) => `region ${region.name}`,
});
