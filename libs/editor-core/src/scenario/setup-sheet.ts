// A scenario's set-up as a printable sheet: for each side, which units start where (by hex,
// location, area or box), which arrive on which turn and where, and which wait in pools to
// be drawn. One HTML page with print CSS for A4 or Letter, so a player can set up a table
// game from paper. Pure: the studio downloads or prints the text, a command-line tool could
// write it to a file.
import type { MapDocument, OobDocument, Place, ScenarioDocument } from '@kriegsspiel/formats';
import { escapeXml } from '../counters/nato-symbols';
import { indexOob } from '../oob/oob-index';

/** The paper a set-up sheet is laid out for. */
export type PaperSize = 'a4' | 'letter';

/** What a set-up sheet is made from. */
export interface SetupSheetInput {
  readonly scenario: ScenarioDocument;
  /** The scenario's order of battle: unit names, types, printed values and sides. Without it units are listed by id. */
  readonly oob?: OobDocument;
  /** The scenario's map: names of places, areas and entry points. */
  readonly map?: MapDocument;
  /** A4 by default. */
  readonly paper?: PaperSize;
}

/** One unit as the sheet lists it. */
export interface SheetUnit {
  readonly id: string;
  readonly name: string;
  readonly type?: string;
  readonly printed?: string;
}

/** The units of one side at one place, or arriving there on a turn. */
export interface SheetRow {
  /** The place as a person reads it (`hex 0303 (Ligny)`, `West Reserve`). */
  readonly place: string;
  readonly units: readonly SheetUnit[];
  /** Face down, the face up, facing, condition and the scenario's notes. */
  readonly notes: readonly string[];
  /** The turn of an arrival (and its label); none for the set-up. */
  readonly turn?: string;
}

/** What one side sets up, receives and draws. */
export interface SheetSide {
  readonly id: string;
  readonly name: string;
  readonly setup: readonly SheetRow[];
  readonly arrivals: readonly SheetRow[];
}

/** A set-up sheet: its sides for tests and summaries, and the HTML page. */
export interface SetupSheet {
  readonly sides: readonly SheetSide[];
  /** Pools and random draws, which belong to no one side's table. */
  readonly pools: readonly { readonly name: string; readonly units: readonly SheetUnit[]; readonly notes: readonly string[] }[];
  readonly html: string;
}

const pages: Record<PaperSize, { css: string; name: string }> = {
  a4: { css: 'A4', name: 'A4' },
  letter: { css: 'letter', name: 'Letter' },
};

/** The side id under which units of no side are listed. */
const noSide = '';

/** A place with the map's name for it: `hex 0303 (Ligny)`, `West Reserve (area fr-west-reserve)`. */
export function placeName(at: Place | readonly Place[], map: MapDocument | undefined): string {
  if (Array.isArray(at)) return at.map((p: Place) => placeName(p, map)).join(' or ');
  const p = at as Place;
  if (p.hex !== undefined) {
    const name = map?.hexes?.[p.hex]?.name;
    return name ? `hex ${p.hex} (${name})` : `hex ${p.hex}`;
  }
  if (p.location !== undefined) {
    const l = map?.locations?.find((x) => x.id === p.location);
    const hex = l?.hex ?? l?.hexes?.[0];
    return l ? `${l.name}${hex ? ` (hex ${hex})` : ''}` : `location ${p.location}`;
  }
  if (p.entry !== undefined) {
    const e = map?.entryPoints?.find((x) => x.id === p.entry);
    return e ? `${e.name ?? e.id} entry (hex ${e.hex})` : `entry ${p.entry}`;
  }
  if (p.area !== undefined) return map?.areas?.find((x) => x.id === p.area)?.name ?? `area ${p.area}`;
  if (p.region !== undefined) return map?.regions?.find((x) => x.id === p.region)?.name ?? `region ${p.region}`;
  if (p.box !== undefined) return `box ${p.box}`;
  return 'nowhere';
}

/** Lays out a scenario's set-up, arrivals and pools by side (see {@link SetupSheet}). */
export function setupSheet(input: SetupSheetInput): SetupSheet {
  const { scenario, oob, map } = input;
  const index = oob ? indexOob(oob) : undefined;
  const typeName = (id: string | undefined) => (id ? (oob?.unitTypes?.find((t) => t.id === id)?.name ?? id) : undefined);
  const unitOf = (id: string): SheetUnit & { side: string } => {
    const entry = index?.units.get(id);
    const u = entry?.unit;
    return { id, name: u?.name ?? id, type: typeName(u?.type), printed: u?.counter?.front?.printed, side: entry?.side ?? noSide };
  };
  const sideOrder = [...(oob?.sides ?? []).map((s) => s.id), noSide];
  const sideName = (id: string) => oob?.sides.find((s) => s.id === id)?.name ?? 'No side';
  const bySide = new Map<string, { setup: SheetRow[]; arrivals: SheetRow[] }>(sideOrder.map((id) => [id, { setup: [], arrivals: [] }]));
  const turnLabel = (turn: number) => {
    const label = scenario.turns.labels?.find((l) => l.turn === turn)?.label;
    return label ? `${turn} (${label})` : String(turn);
  };
  // One row per side present at a place: a stack of two sides' units (a garrison) is listed under each.
  const add = (list: 'setup' | 'arrivals', ids: readonly string[], row: Omit<SheetRow, 'units'>) => {
    const groups = new Map<string, SheetUnit[]>();
    for (const id of ids) {
      const { side, ...unit } = unitOf(id);
      const key = bySide.has(side) ? side : noSide;
      groups.set(key, [...(groups.get(key) ?? []), unit]);
    }
    for (const [side, units] of groups) bySide.get(side)?.[list].push({ ...row, units });
  };
  const facts = (p: { faceDown?: boolean; face?: string; facing?: string; condition?: string; after?: string; phase?: string; notes?: string }) =>
    [
      p.faceDown ? 'face down' : undefined,
      p.face === 'back' ? 'back face up' : undefined,
      p.facing ? `facing ${p.facing}` : undefined,
      p.phase ? `in the ${p.phase} phase` : undefined,
      p.after ? `after ${p.after}` : undefined,
      p.condition ? `if ${p.condition}` : undefined,
      p.notes,
    ].filter((x): x is string => Boolean(x));

  const pools: { id: string; name: string; units: SheetUnit[]; notes: string[] }[] = (scenario.pools ?? []).map((pool) => ({
    id: pool.id,
    name: pool.name,
    units: pool.units.map((id) => {
      const { side: _side, ...unit } = unitOf(id);
      return unit;
    }),
    notes: [pool.owner ? `owned by ${sideName(pool.owner)}` : undefined, pool.hidden ? 'drawn unseen' : undefined, pool.notes].filter((x): x is string =>
      Boolean(x),
    ),
  }));
  for (const placement of scenario.setup ?? []) {
    const place = placeName(placement.at, map);
    if (placement.units) add('setup', placement.units, { place, notes: facts(placement) });
    if (placement.draw) {
      const pool = pools.find((p) => p.id === placement.draw?.pool);
      pool?.notes.push(`${placement.draw.upTo ? 'up to ' : ''}${placement.draw.count} drawn at set-up to ${place}`);
    }
  }
  const schedule = [...(scenario.reinforcements?.schedule ?? [])].sort((a, b) => a.turn - b.turn);
  for (const arrival of schedule) add('arrivals', arrival.units, { place: placeName(arrival.at, map), notes: facts(arrival), turn: turnLabel(arrival.turn) });
  for (const draw of scenario.reinforcements?.draws ?? []) {
    const turns =
      draw.toTurn !== undefined
        ? `turns ${draw.fromTurn ?? scenario.turns.first ?? 1} to ${draw.toTurn}`
        : `every turn from ${draw.fromTurn ?? scenario.turns.first ?? 1}`;
    pools.find((p) => p.id === draw.pool)?.notes.push(`${draw.perTurn} a turn${draw.optional ? ' (optional)' : ''}, ${turns}, to ${placeName(draw.at, map)}`);
  }

  const sides: SheetSide[] = sideOrder
    .map((id) => ({ id, name: sideName(id), ...(bySide.get(id) as { setup: SheetRow[]; arrivals: SheetRow[] }) }))
    .filter((s) => s.id !== noSide || s.setup.length + s.arrivals.length > 0);
  return { sides, pools, html: sheetHtml(input, sides, pools) };
}

const esc = escapeXml;

function unitsCell(units: readonly SheetUnit[]): string {
  return `<ul>${units
    .map(
      (u) =>
        `<li data-unit="${esc(u.id)}"><span class="box" aria-hidden="true"></span><b>${esc(u.name)}</b>${u.type ? ` <span class="type">${esc(u.type)}</span>` : ''}${u.printed ? ` <span class="printed">${esc(u.printed)}</span>` : ''} <span class="id">${esc(u.id)}</span></li>`,
    )
    .join('')}</ul>`;
}

function rowsTable(rows: readonly SheetRow[], caption: string, withTurn: boolean): string {
  if (rows.length === 0) return '';
  const head = `<tr>${withTurn ? '<th scope="col" class="turn">Turn</th>' : ''}<th scope="col" class="place">Where</th><th scope="col">Units</th><th scope="col" class="notes">Notes</th></tr>`;
  const body = rows
    .map(
      (r) =>
        `<tr>${withTurn ? `<td class="turn">${esc(r.turn ?? '')}</td>` : ''}<td class="place">${esc(r.place)}</td><td>${unitsCell(r.units)}</td><td class="notes">${r.notes.map(esc).join('; ')}</td></tr>`,
    )
    .join('');
  return `<table><caption>${esc(caption)}</caption><thead>${head}</thead><tbody>${body}</tbody></table>`;
}

function sheetHtml(input: SetupSheetInput, sides: readonly SheetSide[], pools: SetupSheet['pools']): string {
  const { scenario, oob, map } = input;
  const paper = pages[input.paper ?? 'a4'];
  const count = (rows: readonly SheetRow[]) => rows.reduce((n, r) => n + r.units.length, 0);
  const sections = sides
    .map(
      (s) => `<section class="side" data-side="${esc(s.id)}" aria-label="${esc(s.name)}">
<h2>${esc(s.name)} <span class="count">${count(s.setup)} set up, ${count(s.arrivals)} arriving</span></h2>
${rowsTable(s.setup, `${s.name}: set-up`, false)}
${rowsTable(s.arrivals, `${s.name}: arrivals by turn`, true)}
${s.setup.length + s.arrivals.length === 0 ? '<p class="none">Nothing to set up.</p>' : ''}
</section>`,
    )
    .join('\n');
  const poolSection =
    pools.length > 0
      ? `<section class="pools" aria-label="Pools"><h2>Pools</h2>${pools
          .map((p) => `<h3>${esc(p.name)}${p.notes.length > 0 ? ` <span class="count">${p.notes.map(esc).join('; ')}</span>` : ''}</h3>${unitsCell(p.units)}`)
          .join('')}</section>`
      : '';
  const about = [
    map ? `Map: ${map.name}` : `Map: ${scenario.map}`,
    oob ? `Order of battle: ${oob.name}` : `Order of battle: ${scenario.oob}`,
    `Turns: ${scenario.turns.first ?? 1}${scenario.turns.count ? ` to ${(scenario.turns.first ?? 1) + scenario.turns.count - 1}` : ''}`,
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${esc(scenario.name)}: set-up</title>
<style>
@page { size: ${paper.css}; margin: 14mm 12mm; }
:root { font: 10pt/1.35 'DejaVu Sans', Arial, sans-serif; color: #111; }
body { margin: 0 auto; max-width: 190mm; padding: 8mm 0; }
h1 { font-size: 16pt; margin: 0 0 1mm; }
h2 { font-size: 12.5pt; margin: 6mm 0 2mm; border-bottom: 0.4mm solid #333; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 3mm 0 1mm; break-after: avoid; }
.about { margin: 0 0 3mm; color: #444; }
.count { font-weight: normal; font-size: 9pt; color: #555; }
table { width: 100%; border-collapse: collapse; margin: 0 0 4mm; }
caption { text-align: left; font-weight: bold; padding: 1mm 0; }
th, td { border: 0.25mm solid #999; padding: 1mm 1.5mm; vertical-align: top; text-align: left; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th { background: #eee; }
td.turn { width: 18mm; white-space: nowrap; }
td.place { width: 42mm; }
td.notes { width: 48mm; font-size: 8.5pt; }
ul { list-style: none; margin: 0; padding: 0; }
li { margin: 0.3mm 0; }
.box { display: inline-block; width: 2.6mm; height: 2.6mm; border: 0.3mm solid #333; margin-right: 1.5mm; vertical-align: -0.3mm; }
.type, .id { color: #555; font-size: 8.5pt; }
.printed { font-family: 'DejaVu Sans Mono', monospace; }
@media print { body { max-width: none; padding: 0; } .side + .side { break-before: page; } }
</style>
</head>
<body>
<h1>${esc(scenario.name)}</h1>
<p class="about">${about.map(esc).join(' · ')} · printed for ${paper.name}. Tick each box as the unit goes on the table.</p>
${sections}
${poolSection}
</body>
</html>
`;
}
