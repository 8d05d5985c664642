// The colours of the picture's highlights: places the rules point at for the same reason (the
// same note: one HQ's command range, the frontal arc, the line of sight to one target) share a
// colour, and different reasons get different ones, so that a frontal arc and a line of sight,
// or two commanders' ranges, can be told apart on the board. The legend says which is which.
import type { PictureHighlight } from '@kriegsspiel/rules-sdk';

/** Colours in the order notes first appear; the first is the board's usual highlight purple. */
export const highlightPalette = ['#7a3db8', '#0f8a6a', '#c0392b', '#1f6fd1', '#b8860b', '#d0479b', '#5b6b00', '#6b4a2b'] as const;

/** One line of the legend: a note, its colour and how many places carry it. */
export interface LegendEntry {
  readonly note: string;
  readonly colour: string;
  readonly places: number;
}

/** The legend of a picture's highlights, in the order their notes first appear (a note-less highlight is “Highlighted”). */
export function highlightLegend(highlights: readonly PictureHighlight[]): LegendEntry[] {
  const entries = new Map<string, { colour: string; places: number }>();
  for (const h of highlights) {
    const note = h.note ?? 'Highlighted';
    const entry = entries.get(note);
    if (entry) entry.places++;
    else entries.set(note, { colour: highlightPalette[entries.size % highlightPalette.length] as string, places: 1 });
  }
  return [...entries].map(([note, e]) => ({ note, ...e }));
}

/** The hexes highlighted, each with the colour of its note (a hex with several notes is listed once per note). */
export function colouredHexes(highlights: readonly PictureHighlight[], legend: readonly LegendEntry[]): { hex: string; colour: string }[] {
  const colours = new Map(legend.map((e) => [e.note, e.colour]));
  return highlights.flatMap((h) => ('hex' in h.at ? [{ hex: h.at.hex, colour: colours.get(h.note ?? 'Highlighted') ?? highlightPalette[0] }] : []));
}
