// A small area map (Napoleon's Eagles' shape: reserves feeding wings that face each other
// across front-line cards), for the area map commands' tests.
import type { MapDocument } from '@kriegsspiel/formats';

export const areaMapPath = 'mods/demo/maps/battle.map.json';

export const areaMap: MapDocument = {
  $schema: '../../../schemas/map.schema.json',
  id: 'battle',
  name: 'Battle',
  areas: [
    { id: 'fr-reserve', name: 'French reserve', kind: 'reserve', side: 'french', position: { x: 100, y: 0 } },
    { id: 'fr-wing', name: 'French wing', kind: 'wing', side: 'french', position: { x: 100, y: 100 } },
    { id: 'front', name: 'Front line', kind: 'front-line', position: { x: 100, y: 200 } },
    { id: 'co-wing', name: 'Coalition wing', kind: 'wing', side: 'allied' },
  ],
  connections: [
    { from: 'fr-reserve', to: 'fr-wing', kind: 'feeds' },
    { from: 'fr-wing', to: 'front', kind: 'front' },
    { from: 'co-wing', to: 'front', kind: 'front' },
  ],
};

export const areaMapText = `${JSON.stringify(areaMap, null, 2)}\n`;
