import { hexEquals, linedraw, nearestHexside, neighbor, type Hex } from '@kriegsspiel/hex';
import type { MapDocument } from '@kriegsspiel/formats';
import type { HistoryMark } from '../history/history';
import { cycleLinkDirection } from '../commands/cycle-link-direction';
import { extendPath } from '../commands/extend-path';
import { removePathLink } from '../commands/remove-path-link';
import { hexOfLabel } from '../map/map-grid';
import { findPathLink, linkDirection, type PathLinkRef } from '../map/path-links';
import { chosenTerrain } from './terrain-choice';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition, MapToolPreview } from './tool';

/** The index of a path of `terrain` that starts or ends at `label`, to extend it rather than start another. */
export function pathEndingAt(map: MapDocument, label: string, terrain: string): number | undefined {
  const at = (map.paths ?? []).findIndex((p) => p.terrain === terrain && (p.hexes.at(-1) === label || p.hexes[0] === label));
  return at >= 0 ? at : undefined;
}

/** Every link of every path that touches a hex, in path order. */
function linksAt(map: MapDocument, label: string): PathLinkRef[] {
  const out: PathLinkRef[] = [];
  (map.paths ?? []).forEach((p, path) => {
    for (let link = 0; link + 1 < p.hexes.length; link++) if (p.hexes[link] === label || p.hexes[link + 1] === label) out.push({ path, link });
  });
  return out;
}

const directionWords = { 'two-way': 'two-way', forward: 'one-way', backward: 'one-way' } as const;

/**
 * Draws roads and trails (`settings.pathTerrain`) and sets their links' direction.
 *
 * - Click a hex, then the next hexes of the road (hexes skipped between two clicks are
 *   filled in); click the last hex again to finish. Starting on the end of a road of the
 *   same terrain extends it. The whole chain is one undo step; Escape cancels it.
 * - Click a link (near the side two linked hexes share) to turn it two-way → one-way
 *   forward → one-way backward → two-way; Alt- or Shift-click, or Delete, deletes it.
 * - Keyboard: Enter at the cursor adds hexes; `[` and `]` pick the links of the cursor
 *   hex, `/` turns the picked link's direction, Delete deletes it.
 *
 * States: `idle` → (click a hex) → `drawing` → (click the last hex again) → `idle`.
 */
export const roadTool: MapToolDefinition = {
  id: 'road',
  label: 'Road',
  shortcut: 'R',
  hint: 'Click hexes in a row to draw, the last one again to finish; click a link to make it one-way; Alt-click deletes it.',
  palette: { setting: 'pathTerrain', terrain: 'path', label: 'Road terrain' },
  cursor: 'crosshair',
  create: (): MapTool => {
    let mark: HistoryMark | undefined;
    let chain: Hex[] = [];
    let path: number | undefined;
    let terrain: { id: string; name: string } | undefined;
    let pointer: Hex | undefined;

    const labelOf = (ctx: MapToolContext, hex: Hex) => ctx.grid.hexToLabel(hex) as string;

    const linkUnder = (ctx: MapToolContext, e: MapPointer): PathLinkRef | undefined => {
      if (e.keyboard) return undefined;
      const side = nearestHexside(ctx.layout, e.point);
      if (side.distance > ctx.layout.size.x * 0.3) return undefined;
      const a = ctx.grid.hexToLabel(side.hex);
      const b = ctx.grid.hexToLabel(neighbor(side.hex, side.direction));
      return a === undefined || b === undefined ? undefined : findPathLink(ctx.map(), a, b);
    };

    const selectedLink = (ctx: MapToolContext): PathLinkRef | undefined => (ctx.selection?.kind === 'link' ? ctx.selection : undefined);

    const cycle = (ctx: MapToolContext, link: PathLinkRef) => {
      ctx.select({ kind: 'link', ...link });
      ctx.editor.run(cycleLinkDirection, ctx.path, link);
      const p = ctx.map().paths?.[link.path];
      if (!p) return;
      const dir = linkDirection(p, link.link);
      const [from, to] = dir === 'backward' ? [p.hexes[link.link + 1], p.hexes[link.link]] : [p.hexes[link.link], p.hexes[link.link + 1]];
      ctx.announce(dir === 'two-way' ? `${from}–${to} is two-way` : `${from} → ${to} is ${directionWords[dir]}`);
    };

    const remove = (ctx: MapToolContext, link: PathLinkRef) => {
      const p = ctx.map().paths?.[link.path];
      ctx.editor.run(removePathLink, ctx.path, link);
      ctx.select(undefined);
      if (p) ctx.announce(`Deleted the link ${p.hexes[link.link]}–${p.hexes[link.link + 1]}`);
    };

    const finish = (ctx: MapToolContext, keep: boolean) => {
      if (!mark) return;
      if (keep) ctx.editor.squash(mark);
      else ctx.editor.bail(mark);
      mark = undefined;
      chain = [];
      path = undefined;
      ctx.requestRender();
    };

    const extendTo = (ctx: MapToolContext, target: Hex) => {
      const last = chain.at(-1) as Hex;
      for (const hex of linedraw(last, target).slice(1)) {
        if (!ctx.grid.contains(hex)) break;
        const from = labelOf(ctx, chain.at(-1) as Hex);
        const to = labelOf(ctx, hex);
        ctx.editor.run(extendPath, ctx.path, { path, from, to, terrain: terrain?.id as string, terrainName: terrain?.name });
        if (path === undefined) path = (ctx.map().paths?.length ?? 1) - 1;
        chain.push(hex);
      }
    };

    return {
      get state() {
        return mark ? 'drawing' : 'idle';
      },
      onPointerDown(ctx: MapToolContext, e: MapPointer) {
        if (e.button !== 0) return;
        if (!mark) {
          const link = linkUnder(ctx, e);
          if (link) {
            if (e.altKey || e.shiftKey) remove(ctx, link);
            else cycle(ctx, link);
            return;
          }
          if (e.label === undefined) return;
          terrain = chosenTerrain(ctx, 'pathTerrain', 'path', 'road tool');
          if (!terrain) return;
          ctx.select(undefined);
          mark = ctx.editor.mark(`Draw ${terrain.name.toLowerCase()}`);
          chain = [e.hex];
          path = pathEndingAt(ctx.map(), e.label, terrain.id);
          ctx.announce(`Drawing a ${terrain.name.toLowerCase()} from ${e.label}: click the next hexes, the last one again to finish, Escape to cancel`);
          ctx.requestRender();
          return;
        }
        if (hexEquals(e.hex, chain.at(-1) as Hex)) {
          const hexes = chain.length;
          finish(ctx, true);
          ctx.announce(hexes > 1 ? `Drew ${hexes - 1} ${hexes === 2 ? 'link' : 'links'}` : 'Nothing drawn');
          return;
        }
        if (e.label !== undefined) extendTo(ctx, e.hex);
        ctx.requestRender();
      },
      onPointerMove(ctx: MapToolContext, e: MapPointer) {
        pointer = e.hex;
        if (mark) ctx.requestRender();
      },
      onKeyDown(ctx: MapToolContext, e) {
        if (e.key === 'Escape' && mark) {
          finish(ctx, false);
          ctx.announce('Road cancelled');
          return true;
        }
        if (mark) return false;
        const link = selectedLink(ctx);
        if ((e.key === 'Delete' || e.key === 'Backspace') && link) {
          remove(ctx, link);
          return true;
        }
        if (e.key === '/' && link) {
          cycle(ctx, link);
          return true;
        }
        if ((e.key === '[' || e.key === ']') && pointer) {
          const label = ctx.grid.hexToLabel(pointer);
          const links = label === undefined ? [] : linksAt(ctx.map(), label);
          if (links.length === 0) {
            ctx.announce(`No road leaves ${label ?? 'this hex'}`);
            return true;
          }
          const now = link ? links.findIndex((l) => l.path === link.path && l.link === link.link) : -1;
          const step = e.key === ']' ? 1 : links.length - 1;
          const next = links[now < 0 ? (e.key === ']' ? 0 : links.length - 1) : (now + step) % links.length] as PathLinkRef;
          ctx.select({ kind: 'link', ...next });
          const p = ctx.map().paths?.[next.path];
          ctx.announce(
            `Link ${p?.hexes[next.link]}–${p?.hexes[next.link + 1]}, ${linkDirection(p ?? { terrain: '', hexes: [] }, next.link)}; / turns it, Delete deletes it`,
          );
          ctx.requestRender();
          return true;
        }
        return false;
      },
      onCancel(ctx: MapToolContext) {
        finish(ctx, false);
      },
      onExit(ctx: MapToolContext) {
        // Switching tools keeps the road drawn so far, as lifting the pen would.
        finish(ctx, true);
        pointer = undefined;
      },
      preview(ctx: MapToolContext): MapToolPreview | undefined {
        if (mark) {
          const rubber =
            pointer && ctx.grid.contains(pointer) && !hexEquals(pointer, chain.at(-1) as Hex) ? linedraw(chain.at(-1) as Hex, pointer).slice(1) : [];
          return { hexes: chain, chain: [...chain, ...rubber] };
        }
        const link = selectedLink(ctx);
        const p = link ? ctx.map().paths?.[link.path] : undefined;
        const a = p ? hexOfLabel(ctx.grid, p.hexes[link?.link ?? 0] ?? '') : undefined;
        const b = p ? hexOfLabel(ctx.grid, p.hexes[(link?.link ?? 0) + 1] ?? '') : undefined;
        return a && b ? { segment: [a, b] } : undefined;
      },
    };
  },
};
