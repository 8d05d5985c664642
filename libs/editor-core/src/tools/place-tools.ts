import type { Hex } from '@kriegsspiel/hex';
import type { EntryPoint, Location } from '@kriegsspiel/formats';
import type { HistoryMark } from '../history/history';
import { addMapItem } from '../commands/add-map-item';
import { moveMapPlace } from '../commands/move-map-place';
import { removeMapItem } from '../commands/remove-map-item';
import { hexOfLabel, uniqueId } from '../map/map-grid';
import type { MapPointer, MapTool, MapToolContext, MapToolDefinition, MapToolPreview } from './tool';

/** What {@link placeTool} needs to know of the kind of place it edits. */
export interface PlaceToolOptions {
  readonly id: string;
  readonly label: string;
  readonly shortcut: string;
  readonly hint: string;
  readonly collection: 'locations' | 'entryPoints';
  readonly kind: 'location' | 'entryPoint';
  /** "location", "entry point". */
  readonly noun: string;
  /** The entry a click on an empty hex creates. */
  newItem(id: string, hex: string): Location | EntryPoint;
  /** The hexes a place covers, the one it is drawn on first (its kind's). */
  hexesOf(place: Location | EntryPoint): readonly string[];
}

/**
 * A tool for one kind of named place on hexes. Click an empty hex to create one there
 * (the inspector then names it), click one to select it, drag it to move it (one undo
 * step; Escape puts it back), Delete deletes the selected one.
 */
export function placeTool(options: PlaceToolOptions): MapToolDefinition {
  const { collection, kind, noun } = options;
  return {
    id: options.id,
    label: options.label,
    shortcut: options.shortcut,
    hint: options.hint,
    cursor: 'pointer',
    create: (): MapTool => {
      let drag: { index: number; mark?: HistoryMark } | undefined;

      const items = (ctx: MapToolContext): readonly (Location | EntryPoint)[] => ctx.map()[collection] ?? [];
      const selected = (ctx: MapToolContext): number | undefined => (ctx.selection?.kind === kind ? ctx.selection.index : undefined);
      const end = (ctx: MapToolContext, keep: boolean) => {
        if (drag?.mark) {
          if (keep) ctx.editor.squash(drag.mark);
          else ctx.editor.bail(drag.mark);
        }
        drag = undefined;
      };

      return {
        get state() {
          return drag?.mark ? 'moving' : 'idle';
        },
        onPointerDown(ctx: MapToolContext, e: MapPointer) {
          if (e.button !== 0 || e.label === undefined || drag) return;
          const list = items(ctx);
          const here = list.findIndex((p) => options.hexesOf(p).includes(e.label as string));
          if (here >= 0) {
            ctx.select({ kind, index: here });
            drag = { index: here };
            const place = list[here] as Location | EntryPoint;
            ctx.announce(`${place.name ?? place.id} selected: drag it to move it, Delete deletes it`);
            return;
          }
          const id = uniqueId(
            kind === 'location' ? 'location' : 'entry',
            list.map((p) => p.id),
          );
          ctx.editor.run(addMapItem, ctx.path, { collection, item: options.newItem(id, e.label) });
          ctx.select({ kind, index: list.length });
          ctx.announce(`Added ${noun} ${id} at ${e.label}: name it in the inspector`);
        },
        onPointerMove(ctx: MapToolContext, e: MapPointer) {
          if (!drag || e.buttons === 0 || e.label === undefined) return;
          if (items(ctx)[drag.index]?.hex === e.label) return;
          drag.mark ??= ctx.editor.mark(`Move ${noun}`);
          ctx.editor.run(moveMapPlace, ctx.path, { collection, index: drag.index, hex: e.label });
        },
        onPointerUp(ctx: MapToolContext) {
          end(ctx, true);
        },
        onKeyDown(ctx: MapToolContext, e) {
          if (e.key === 'Escape' && drag?.mark) {
            end(ctx, false);
            return true;
          }
          const index = selected(ctx);
          if ((e.key === 'Delete' || e.key === 'Backspace') && index !== undefined && !drag) {
            if (ctx.requestDelete && ctx.selection) {
              ctx.requestDelete(ctx.selection);
              return true;
            }
            const place = items(ctx)[index];
            ctx.editor.run(removeMapItem, ctx.path, { collection, index });
            ctx.select(undefined);
            ctx.announce(`Deleted ${noun} ${place?.name ?? place?.id ?? ''}`);
            return true;
          }
          return false;
        },
        onCancel(ctx: MapToolContext) {
          end(ctx, false);
        },
        onExit(ctx: MapToolContext) {
          end(ctx, true);
        },
        preview(ctx: MapToolContext): MapToolPreview | undefined {
          const index = selected(ctx);
          const place = index === undefined ? undefined : items(ctx)[index];
          if (!place) return undefined;
          return {
            hexes: options
              .hexesOf(place)
              .map((l) => hexOfLabel(ctx.grid, l))
              .filter((h): h is Hex => h !== undefined),
          };
        },
      };
    },
  };
}
