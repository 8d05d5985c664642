import type { Hex } from '@kriegsspiel/hex';
import type { Region } from '@kriegsspiel/formats';
import { addMapItem } from '../commands/add-map-item';
import { setRegionHex } from '../commands/set-region-hex';
import { hexOfLabel, uniqueId } from '../map/map-grid';
import { HexStroke } from './hex-stroke';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition, MapToolPreview } from './tool';

/**
 * Paints hexes into a region (sectors, objectives, set-up zones). With no region selected,
 * a click selects the region under the pointer or starts a new one there. With one
 * selected, a stroke that starts outside it adds every hex it crosses, one that starts
 * inside takes them out: one undo step per stroke, Escape reverts it. Alt-click selects
 * another region.
 */
export const regionTool: MapToolDefinition = {
  id: 'region',
  label: 'Region',
  shortcut: 'G',
  hint: 'Click a region to select it, then paint hexes into it; a stroke from inside takes hexes out.',
  cursor: 'cell',
  create: (): MapTool => {
    /** What the stroke under way does: add hexes to this region, or take them out. */
    let target: { region: number; member: boolean; refused: boolean } | undefined;

    const regions = (ctx: MapToolContext): readonly Region[] => ctx.map().regions ?? [];
    const selected = (ctx: MapToolContext) => (ctx.selection?.kind === 'region' && regions(ctx)[ctx.selection.index] ? ctx.selection.index : undefined);

    const stroke = new HexStroke(
      (ctx, hex) => {
        if (!target) return;
        const label = ctx.grid.hexToLabel(hex) as string;
        const changed = ctx.editor.run(setRegionHex, ctx.path, { region: target.region, label, member: target.member });
        const region = regions(ctx)[target.region];
        if (!changed && !target.member && region?.hexes.length === 1 && region.hexes[0] === label && !target.refused) {
          target.refused = true;
          ctx.announce('A region keeps at least one hex; delete the region in the inspector instead');
        }
      },
      () => (target = undefined),
    );

    return {
      get state() {
        return stroke.active ? 'painting' : 'idle';
      },
      onPointerDown(ctx: MapToolContext, e: MapPointer) {
        if (e.button !== 0 || e.label === undefined || stroke.active) return;
        const list = regions(ctx);
        const current = selected(ctx);
        if (current === undefined || e.altKey) {
          const here = list.findIndex((r) => r.hexes.includes(e.label as string));
          if (here >= 0) {
            ctx.select({ kind: 'region', index: here });
            ctx.announce(`Region ${(list[here] as Region).name} selected: paint to add hexes, paint from inside it to take them out`);
            return;
          }
          if (e.altKey) return;
          const id = uniqueId(
            'region',
            list.map((r) => r.id),
          );
          ctx.editor.run(addMapItem, ctx.path, { collection: 'regions', item: { id, name: 'New region', hexes: [e.label] } satisfies Region });
          ctx.select({ kind: 'region', index: list.length });
          ctx.announce(`Added region ${id} at ${e.label}: paint more hexes into it, name it in the inspector`);
          return;
        }
        const member = !(list[current] as Region).hexes.includes(e.label);
        target = { region: current, member, refused: false };
        stroke.begin(ctx, member ? 'Paint region' : 'Take hexes out of region', e.hex);
      },
      ...stroke.handlers(),
      preview(ctx: MapToolContext): MapToolPreview | undefined {
        const index = selected(ctx);
        if (index === undefined) return undefined;
        return { hexes: (regions(ctx)[index] as Region).hexes.map((l) => hexOfLabel(ctx.grid, l)).filter((h): h is Hex => h !== undefined) };
      },
    };
  },
};
