// The playtest board of an area map (Napoleon's Eagles' wings, reserves and front lines):
// the areas and their connections drawn as the area-map editor draws them, each area holding
// its stack of counters, with the marks of the legal actions, the picture's highlights and
// its markers. Clicking an area is clicking a place, as clicking a hex is on a hex map.
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Area, MapDocument } from '@kriegsspiel/formats';
import { placeOnBoard, type CounterStack, type MapCounter, type MapSection } from '@kriegsspiel/editor-core';
import type { PictureHighlight, PictureMarker } from '@kriegsspiel/rules-sdk';
import { areaBox, areaPositions, edgePoint, kindStyle, labelPoint, type Point } from '../area-map-editor/area-graph';

/** What the area board shows besides the map. */
export interface AreaBoardContent {
  /** Counter stacks keyed by area id. */
  readonly stacks: readonly CounterStack[];
  /** Areas where actions start, where they end, and the one picked. */
  readonly starts: readonly string[];
  readonly ends: readonly string[];
  readonly selected?: string;
  readonly highlights: readonly PictureHighlight[];
  readonly markers: readonly PictureMarker[];
  /** Side colours, by side id. */
  readonly sideColours: ReadonlyMap<string, string>;
  /** Called with the id of the area clicked. */
  readonly onClick: (area: string) => void;
  /** The part of the board in view (a pan and zoom's `viewBox`); the whole board when unset. */
  readonly viewBox?: string;
  /** Headings over the battles of a game that holds several, each map beside the other (see `mapWithBeside`). */
  readonly sections?: readonly MapSection[];
}

/** The board's boxes are taller than the editor's, to hold a row of counters under the name. */
export const areaBoardBox = { width: areaBox.width, height: 64 } as const;
const box = areaBoardBox;
const counter = 18;
/** Counters shown in a row; more are summed up as “+n”. */
const perRow = 6;

function counterSvg(c: MapCounter, x: number, y: number) {
  const text = c.faceDown ? '?' : (c.printed ?? (c.symbol ?? c.name).slice(0, 2));
  return svg`<g class="counter ${c.faceDown ? 'face-down' : ''}" data-counter=${c.id}>
    <title>${c.name}</title>
    <rect x=${x} y=${y} width=${counter} height=${counter} rx="2" fill=${c.background} stroke="rgba(0,0,0,0.55)"></rect>
    ${c.stripe ? svg`<rect x=${x} y=${y + 2} width=${counter} height="3" fill=${c.stripe}></rect>` : nothing}
    <text x=${x + counter / 2} y=${y + counter / 2 + 4} text-anchor="middle" style=${`fill: ${c.text}`} class="counter-text" textLength=${text.length > 2 ? counter - 3 : nothing} lengthAdjust="spacingAndGlyphs">${text}</text>
  </g>`;
}

/** The most characters a marker's tag shows; a longer text is cut, and whole in its tooltip. */
const markerChars = 30;
/** About how wide a character of the tags' 10px bold type is. */
const markerCharWidth = 6;

/** A marker as a tag as wide as its text, its right edge at `right`: the cards of a battle stay readable. */
export function markerSvg(m: PictureMarker, right: number, y: number) {
  const full = m.text ?? m.kind ?? '';
  const text = full.length > markerChars ? `${full.slice(0, markerChars - 1)}…` : full;
  const width = Math.max(24, text.length * markerCharWidth + 10);
  return svg`<g class="marker" data-marker=${m.kind ?? ''}>
    <title>${full}</title>
    <rect x=${right - width} y=${y} width=${width} height="14" rx="3"></rect>
    <text x=${right - width / 2} y=${y + 11} text-anchor="middle">${text}</text>
  </g>`;
}

function markClass(id: string, content: AreaBoardContent): string {
  if (content.selected === id) return 'selected';
  if (content.ends.includes(id)) return 'end';
  if (content.starts.includes(id)) return 'start';
  return '';
}

function areaSvg(area: Area, c: Point, content: AreaBoardContent) {
  const front = area.kind === 'front-line';
  const colour = (area.side && content.sideColours.get(area.side)) || '#9a927c';
  const counters = content.stacks.find((s) => s.label === area.id)?.counters ?? [];
  const shown = counters.length > perRow ? counters.slice(0, perRow - 1) : counters;
  const more = counters.length - shown.length;
  const left = c.x - box.width / 2;
  const top = c.y - box.height / 2;
  const highlight = content.highlights.find((h) => 'area' in h.at && placeOnBoard(h.at) === area.id);
  const markers = content.markers.filter((m) => 'area' in m.at && placeOnBoard(m.at) === area.id);
  const name = area.name.length > 22 ? `${area.name.slice(0, 21)}…` : area.name;
  const pieces =
    counters.length === 0 ? 'empty' : `${counters.length} ${counters.length === 1 ? 'piece' : 'pieces'}: ${counters.map((k) => k.name).join(', ')}`;
  return svg`<g class="area ${markClass(area.id, content)} ${highlight ? 'highlighted' : ''}" data-area=${area.id} role="button" tabindex="0"
    aria-label=${`${area.name}, ${pieces}${markers.length > 0 ? `; ${markers.map((m) => m.text ?? m.kind).join(', ')}` : ''}${highlight?.note ? `; ${highlight.note}` : ''}`}
    @click=${() => content.onClick(area.id)}
    @keydown=${(e: KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      content.onClick(area.id);
    }}>
    ${highlight?.note ? svg`<title>${highlight.note}</title>` : nothing}
    <rect class="body" x=${left} y=${top} width=${box.width} height=${box.height} rx="8"
      fill=${front ? '#ddd6c4' : '#ffffff'} stroke-dasharray=${area.kind === 'reserve' ? '6 4' : 'none'}></rect>
    ${front ? nothing : svg`<rect x=${left} y=${top} width="10" height=${box.height} rx="4" fill=${colour}></rect>`}
    <text class="name" x=${c.x + 4} y=${top + 15} text-anchor="middle">${name}</text>
    ${shown.map((k, i) => counterSvg(k, left + 16 + i * (counter + 3), top + 24))}
    ${more > 0 ? svg`<text class="more" x=${left + 16 + shown.length * (counter + 3) + 2} y=${top + 37}>+${more}</text>` : nothing}
    ${markers.map((m, i) => markerSvg(m, left + box.width - 2, top - 9 + i * 15))}
  </g>`;
}

/** The area map as the board draws it, with its pieces and marks; empty when the map has no areas. */
export function areaBoard(map: MapDocument, content: AreaBoardContent): TemplateResult {
  const areas = map.areas ?? [];
  const positions = areaPositions(areas);
  const index = new Map(areas.map((a, i) => [a.id, i]));
  const pad = 40;
  const xs = positions.map((p) => p.x);
  const ys = positions.map((p) => p.y);
  const minX = Math.min(0, ...xs) - box.width / 2 - pad;
  const minY = Math.min(0, ...ys) - box.height / 2 - pad;
  const width = Math.max(0, ...xs) + box.width / 2 + pad - minX;
  const height = Math.max(0, ...ys) + box.height / 2 + pad - minY;
  return html`<svg class="area-board" role="group" aria-label=${`${map.name}: ${areas.length} areas`} viewBox=${content.viewBox ?? `${minX} ${minY} ${width} ${height}`} preserveAspectRatio="xMidYMid meet">
    ${(map.connections ?? []).map((c) => {
      const a = positions[index.get(c.from) ?? -1];
      const b = positions[index.get(c.to) ?? -1];
      if (!a || !b) return nothing;
      const p = edgePoint(a, b);
      const q = edgePoint(b, a);
      const style = kindStyle(c.kind);
      const at = labelPoint(p, q, positions);
      return svg`<g class="connection">
        <line x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y} stroke=${style.stroke} stroke-width=${style.width} stroke-dasharray=${style.dash ?? 'none'}></line>
        ${at ? svg`<text x=${at.x + 4} y=${at.y - 4}>${c.kind}</text>` : nothing}
      </g>`;
    })}
    ${(content.sections ?? []).map(
      (s) => svg`<text class="section" data-section=${s.battle ?? ''} x=${s.x - box.width / 2} y=${s.y - box.height / 2 - 14}>${s.name}</text>`,
    )}
    ${areas.map((area, i) => areaSvg(area, positions[i] as Point, content))}
  </svg>`;
}
