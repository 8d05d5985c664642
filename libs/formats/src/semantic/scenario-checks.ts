import semver from 'semver';
import type { Place, ScenarioDocument } from '../generated';
import { closest } from '../schema-messages';
import { error } from '../problem';
import { checkAgainst, compileModSchema } from './attribute-schemas';
import { isEntryHex, mapModel, type MapModel } from './map-checks';
import { oobModel, type OobModel } from './oob-checks';
import { checkUniqueIds, q, type LoadedDocument, type Workspace } from './workspace';

/** Checks that a mod reference names a mod of the workspace whose version is in range. */
export function checkModRef(ws: Workspace, doc: LoadedDocument, pointer: string, ref: { mod: string; version?: string }): LoadedDocument<'mod'> | undefined {
  const mod = ws.mods.get(ref.mod);
  if (!mod) {
    const guess = closest(ref.mod, [...ws.mods.keys()]);
    ws.sink.add(
      doc,
      error(`${pointer}/mod`, 'unknown-reference', `no mod with the id ${q(ref.mod)} is in the workspace${guess ? `; did you mean ${q(guess)}?` : ''}`),
    );
    return undefined;
  }
  if (ref.version !== undefined) {
    if (semver.validRange(ref.version) === null) {
      ws.sink.add(doc, error(`${pointer}/version`, 'bad-format', `${q(ref.version)} is not a version range; write one such as \`^1.0.0\``));
    } else if (!semver.satisfies(mod.value.version, ref.version, { includePrerelease: true })) {
      ws.sink.add(
        doc,
        error(`${pointer}/version`, 'version-mismatch', `mod ${q(ref.mod)} is at version ${mod.value.version}, which is outside the range ${q(ref.version)}`),
      );
    }
  }
  return mod;
}

interface ScenarioContext {
  ws: Workspace;
  doc: LoadedDocument;
  map?: MapModel;
  oob?: OobModel;
  boxes: Set<string>;
  players: Set<string>;
}

/** Checks a place: the hex is on the map, the location, entry point, area or box exists. */
function checkPlace(ctx: ScenarioContext, pointer: string, place: Place, mustEnter: boolean, who: string): void {
  const { ws, doc, map } = ctx;
  const fail = (member: string, message: string) => ws.sink.add(doc, error(`${pointer}/${member}`, 'unknown-reference', message));
  const mapName = map ? ` ${q(map.doc.value.id)}` : '';
  if (place.hex !== undefined && map) {
    const found = map.resolve(place.hex);
    if ('error' in found) fail('hex', `${who} on hex ${q(place.hex)}, which is not on the map${mapName} (${found.error})`);
    else if (mustEnter && !isEntryHex(map, found.hex)) {
      ws.sink.add(
        doc,
        error(
          `${pointer}/hex`,
          'not-an-entry',
          `${who} at hex ${q(place.hex)}, which is neither on the map edge nor an entry point of the map; declare it in the map's \`entryPoints\` or choose an edge hex`,
        ),
      );
    }
  }
  if (place.location !== undefined && map && !map.locations.has(place.location)) {
    const guess = closest(place.location, [...map.locations]);
    fail('location', `location ${q(place.location)} is not defined on the map${mapName}${guess ? `; did you mean ${q(guess)}?` : ''}`);
  }
  if (place.entry !== undefined && map && !map.entryPoints.has(place.entry)) fail('entry', `entry point ${q(place.entry)} is not defined on the map${mapName}`);
  if (place.area !== undefined && map && !map.areas.has(place.area)) {
    const guess = closest(place.area, [...map.areas]);
    fail('area', `area ${q(place.area)} is not defined on the map${mapName}${guess ? `; did you mean ${q(guess)}?` : ''}`);
  }
  if (place.region !== undefined && map && !map.regions.has(place.region)) fail('region', `region ${q(place.region)} is not defined on the map${mapName}`);
  if (place.box !== undefined && !ctx.boxes.has(place.box)) fail('box', `box ${q(place.box)} is not defined in the scenario's \`boxes\``);
}

function checkPlaces(ctx: ScenarioContext, pointer: string, at: Place | Place[], mustEnter: boolean, who: string): void {
  if (Array.isArray(at)) at.forEach((p, i) => checkPlace(ctx, `${pointer}/${i}`, p, mustEnter, who));
  else checkPlace(ctx, pointer, at, mustEnter, who);
}

/** "unit `a` is placed", "units `a`, `b` are placed", "units drawn from pool `p` are placed". */
function whoWords(units: string[] | undefined, verb: string, pool?: string): string {
  if (pool !== undefined) return `units drawn from pool ${q(pool)} ${verb === 'placed' ? 'are placed' : 'enter'}`;
  const list = (units ?? []).map(q).join(', ');
  const many = (units ?? []).length > 1;
  return verb === 'placed'
    ? `${many ? 'units' : 'unit'} ${list} ${many ? 'are' : 'is'} placed`
    : `${many ? 'units' : 'unit'} ${list} ${many ? 'enter' : 'enters'}`;
}

function placeWords(at: Place | Place[]): string {
  const one = (p: Place) =>
    Object.entries(p)
      .map(([k, v]) => `${k} ${q(String(v))}`)
      .join('');
  return Array.isArray(at) ? at.map(one).join(' or ') : one(at);
}

/** Checks that a facing names a side that the map's hexes have. */
function checkFacing(ctx: ScenarioContext, pointer: string, facing: string | undefined): void {
  if (!facing || !ctx.map?.grid) return;
  const orientation = ctx.map.grid.config.orientation;
  const allowed = orientation === 'flat' ? ['n', 'ne', 'se', 's', 'sw', 'nw'] : ['ne', 'e', 'se', 'sw', 'w', 'nw'];
  if (!allowed.includes(facing))
    ctx.ws.sink.add(
      ctx.doc,
      error(`${pointer}/facing`, 'not-allowed', `a ${orientation}-topped hex has no side ${q(facing)}; use one of ${allowed.map(q).join(', ')}`),
    );
}

/** Checks a unit reference; returns false when the unit does not exist. */
function checkUnitRef(ctx: ScenarioContext, pointer: string, id: string, where?: Place | Place[]): boolean {
  const { ws, doc, oob } = ctx;
  if (!oob || oob.units.has(id)) return true;
  const guess = closest(id, [...oob.units.keys()]);
  const context = where ? ` (it is placed at ${placeWords(where)})` : '';
  ws.sink.add(
    doc,
    error(
      pointer,
      'unknown-reference',
      `unit ${q(id)} is not in the order of battle ${q(oob.doc.value.id)}${context}${guess ? `; did you mean ${q(guess)}?` : ''}`,
    ),
  );
  return false;
}

/** Checks a scenario against its map, order of battle and ruleset. */
export function checkScenario(ws: Workspace, doc: LoadedDocument<'scenario'>): void {
  const s: ScenarioDocument = doc.value;
  const sink = ws.sink;
  const ruleset = checkModRef(ws, doc, '/ruleset', s.ruleset);
  if (ruleset && ruleset.value.kind !== 'ruleset')
    sink.add(doc, error('/ruleset/mod', 'wrong-kind', `mod ${q(s.ruleset.mod)} is a ${ruleset.value.kind}, not a ruleset`));
  (s.mods ?? []).forEach((ref, i) => checkModRef(ws, doc, `/mods/${i}`, ref));

  const mapDoc = ws.maps.get(s.map);
  if (!mapDoc)
    sink.add(
      doc,
      error(
        '/map',
        'unknown-reference',
        `no map with the id ${q(s.map)} is in the workspace${closest(s.map, [...ws.maps.keys()]) ? `; did you mean ${q(closest(s.map, [...ws.maps.keys()]) ?? '')}?` : ''}`,
      ),
    );
  const oobDoc = ws.oobs.get(s.oob);
  if (!oobDoc) sink.add(doc, error('/oob', 'unknown-reference', `no order of battle with the id ${q(s.oob)} is in the workspace`));
  (s.alternateOobs ?? []).forEach((id, i) => {
    if (!ws.oobs.has(id)) sink.add(doc, error(`/alternateOobs/${i}`, 'unknown-reference', `no order of battle with the id ${q(id)} is in the workspace`));
  });

  const ctx: ScenarioContext = {
    ws,
    doc,
    map: mapDoc ? mapModel(ws, mapDoc) : undefined,
    oob: oobDoc ? oobModel(oobDoc) : undefined,
    boxes: checkUniqueIds(sink, doc, '/boxes', s.boxes, 'box'),
    players: checkUniqueIds(sink, doc, '/players', s.players, 'player'),
  };
  const refPlayer = (pointer: string, id: string | undefined) => {
    if (id !== undefined && !ctx.players.has(id))
      sink.add(doc, error(pointer, 'unknown-reference', `player ${q(id)} is not one of the scenario's players (${[...ctx.players].map(q).join(', ')})`));
  };

  // Players and turns.
  const sidesTaken = new Map<string, string>();
  s.players.forEach((p, i) =>
    p.sides.forEach((side, j) => {
      if (ctx.oob && !ctx.oob.sides.has(side))
        sink.add(
          doc,
          error(
            `/players/${i}/sides/${j}`,
            'unknown-reference',
            `side ${q(side)} is not a side of the order of battle (${[...ctx.oob.sides].map(q).join(', ')})`,
          ),
        );
      const other = sidesTaken.get(side);
      if (other) sink.add(doc, error(`/players/${i}/sides/${j}`, 'duplicate-item', `side ${q(side)} is already commanded by player ${q(other)}`));
      sidesTaken.set(side, p.id);
    }),
  );
  refPlayer('/turns/firstPlayer', s.turns.firstPlayer);
  (s.turns.order ?? []).forEach((p, i) => refPlayer(`/turns/order/${i}`, p));
  const first = s.turns.first ?? 1;
  (s.turns.labels ?? []).forEach((l, i) => {
    const last = s.turns.count !== undefined ? first + s.turns.count - 1 : Infinity;
    if (l.turn < first || l.turn > last)
      sink.add(
        doc,
        error(
          `/turns/labels/${i}/turn`,
          'out-of-range',
          `turn ${l.turn} is outside the scenario's turns (${first} to ${last === Infinity ? 'no limit' : last})`,
        ),
      );
  });

  // Pools, set-up and reinforcements: each unit enters play in one way only.
  const pools = new Map<string, number>();
  const placed = new Map<string, string>();
  const claim = (pointer: string, id: string, where?: Place | Place[]) => {
    if (!checkUnitRef(ctx, pointer, id, where)) return;
    const earlier = placed.get(id);
    if (earlier) sink.add(doc, error(pointer, 'placed-twice', `unit ${q(id)} is already brought into play at ${earlier}; a unit can start in one place only`));
    else placed.set(id, pointer);
  };
  checkUniqueIds(sink, doc, '/pools', s.pools, 'pool');
  (s.pools ?? []).forEach((pool, i) => {
    pools.set(pool.id, pool.units.length);
    refPlayer(`/pools/${i}/owner`, pool.owner);
    pool.units.forEach((u, j) => claim(`/pools/${i}/units/${j}`, u));
  });
  const drawn = new Map<string, number>();
  const checkDraw = (pointer: string, pool: string, count: number) => {
    const size = pools.get(pool);
    if (size === undefined) sink.add(doc, error(`${pointer}/pool`, 'unknown-reference', `pool ${q(pool)} is not defined in the scenario's \`pools\``));
    const total = (drawn.get(pool) ?? 0) + count;
    drawn.set(pool, total);
    if (size !== undefined && total > size)
      sink.add(doc, error(`${pointer}/count`, 'out-of-range', `the set-up draws ${total} units from pool ${q(pool)}, which holds only ${size}`));
  };
  (s.setup ?? []).forEach((p, i) => {
    const pointer = `/setup/${i}`;
    checkPlaces(ctx, `${pointer}/at`, p.at, false, whoWords(p.units, 'placed', p.draw?.pool));
    (p.units ?? []).forEach((u, j) => claim(`${pointer}/units/${j}`, u, p.at));
    if (p.draw) checkDraw(`${pointer}/draw`, p.draw.pool, p.draw.count);
    checkFacing(ctx, pointer, p.facing);
  });
  (s.reinforcements?.schedule ?? []).forEach((a, i) => {
    const pointer = `/reinforcements/schedule/${i}`;
    checkPlaces(ctx, `${pointer}/at`, a.at, true, whoWords(a.units, 'enters'));
    a.units.forEach((u, j) => claim(`${pointer}/units/${j}`, u, a.at));
    if (a.after !== undefined) checkUnitRef(ctx, `${pointer}/after`, a.after);
    checkFacing(ctx, pointer, a.facing);
    if (s.turns.count !== undefined && (a.turn < first || a.turn > first + s.turns.count - 1)) {
      sink.add(
        doc,
        error(
          `${pointer}/turn`,
          'out-of-range',
          `turn ${a.turn} is outside the scenario's turns (${first} to ${first + s.turns.count - 1}), so these units would never arrive`,
        ),
      );
    }
  });
  (s.reinforcements?.draws ?? []).forEach((d, i) => {
    const pointer = `/reinforcements/draws/${i}`;
    if (!pools.has(d.pool)) sink.add(doc, error(`${pointer}/pool`, 'unknown-reference', `pool ${q(d.pool)} is not defined in the scenario's \`pools\``));
    checkPlaces(ctx, `${pointer}/at`, d.at, true, whoWords(undefined, 'enters', d.pool));
  });

  (s.boxes ?? []).forEach((b, i) => refPlayer(`/boxes/${i}/owner`, b.owner));
  checkUniqueIds(sink, doc, '/decks', s.decks, 'deck');
  (s.decks ?? []).forEach((d, i) => {
    refPlayer(`/decks/${i}/owner`, d.owner);
    checkUniqueIds(sink, doc, `/decks/${i}/cards`, d.cards, 'card');
  });
  checkUniqueIds(sink, doc, '/markers', s.markers, 'marker');
  (s.markers ?? []).forEach((m, i) => refPlayer(`/markers/${i}/owner`, m.owner));
  checkUniqueIds(sink, doc, '/victory', s.victory, 'victory condition');
  (s.victory ?? []).forEach((v, i) => refPlayer(`/victory/${i}/player`, v.player));
  checkUniqueIds(sink, doc, '/specialRules', s.specialRules, 'special rule');

  // Options are checked against the ruleset's schema and each house rule's; an option
  // none of them declares is a typo, since each schema alone cannot know the others'.
  if (s.options !== undefined) {
    const known = new Set<string>();
    let anySchema = false;
    for (const mod of [ruleset, ...(s.mods ?? []).map((r) => ws.mods.get(r.mod))]) {
      const schema = mod?.value.options as { properties?: Record<string, unknown> } | undefined;
      if (!schema) continue;
      anySchema = true;
      Object.keys(schema.properties ?? {}).forEach((k) => known.add(k));
      const { validate } = compileModSchema({ ...schema, additionalProperties: true });
      if (validate) for (const p of checkAgainst(validate, s.options, '/options')) sink.add(doc, p);
    }
    for (const key of Object.keys(s.options)) {
      if (anySchema && !known.has(key)) {
        const guess = closest(key, [...known]);
        sink.add(
          doc,
          error(
            `/options/${key}`,
            'unknown-member',
            `option ${q(key)} is not declared by the ruleset or its house rules${guess ? `; did you mean ${q(guess)}?` : ''}`,
          ),
        );
      }
    }
  }
}
