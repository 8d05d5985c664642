import type { Location } from '@kriegsspiel/formats';
import { placeTool } from '../../tools/place-tools';
import { listKind } from './map-kind';

const hexesOf = (place: Location): readonly string[] => [place.hex, ...(place.hexes ?? [])].filter((l): l is string => l !== undefined);

/** Named locations (towns, farms, printed codes such as Brussels' E1). */
export const locationTool = placeTool({
  id: 'location',
  label: 'Location',
  shortcut: 'L',
  hint: 'Click a hex to add a location or select one; drag to move it; Delete deletes it.',
  collection: 'locations',
  kind: 'location',
  noun: 'location',
  newItem: (id, hex): Location => ({ id, name: 'New location', hex }),
  hexesOf: (place) => hexesOf(place as Location),
});

/** Named places on one hex or several; `/locations`. */
export const locationsKind = listKind({
  id: 'locations',
  label: 'Locations',
  noun: 'location',
  selects: 'location',
  selectsByIndex: true,
  tools: [locationTool],
  hexesOf,
  describe: (place) => `${place.code ? `${place.code} ` : ''}${place.name}`,
});
