// A stroke across hexes, as the painting tools make it: one undo step from pointer-down to
// pointer-up, every hex between two pointer samples visited once (a fast drag leaves no
// gaps), Escape or a cancel bailing the history back to where the stroke began, and a
// switch of tools keeping what was painted, as lifting the pen would.
import { hexKey, linedraw, type Hex } from '@kriegsspiel/hex';
import type { HistoryMark } from '../history/history';
import type { MapPointer, MapTool, MapToolContext } from './tool';

export class HexStroke {
  private mark: HistoryMark | undefined;
  private last: Hex | undefined;
  private readonly seen = new Set<string>();

  constructor(
    /** Does the stroke's work on one hex of the map, once per hex per stroke. */
    private readonly step: (ctx: MapToolContext, hex: Hex) => void,
    /** Called when a stroke ends, kept or not. */
    private readonly ended: () => void = () => undefined,
  ) {}

  get active(): boolean {
    return this.mark !== undefined;
  }

  /** Starts a stroke at a hex: marks the history with the step's label and visits the hex. */
  begin(ctx: MapToolContext, label: string, hex: Hex): void {
    this.mark = ctx.editor.mark(label);
    this.last = hex;
    this.visit(ctx, hex);
  }

  private visit(ctx: MapToolContext, hex: Hex): void {
    if (!ctx.grid.contains(hex) || this.seen.has(hexKey(hex))) return;
    this.seen.add(hexKey(hex));
    this.step(ctx, hex);
  }

  /** Ends the stroke: one undo step when kept, reverted when not. */
  end(ctx: MapToolContext, keep: boolean): void {
    if (!this.mark) return;
    if (keep) ctx.editor.squash(this.mark);
    else ctx.editor.bail(this.mark);
    this.mark = undefined;
    this.last = undefined;
    this.seen.clear();
    this.ended();
  }

  /** The tool handlers of a stroke under way: move, up, Escape, cancel and exit. */
  handlers(): Pick<MapTool, 'onPointerMove' | 'onPointerUp' | 'onKeyDown' | 'onCancel' | 'onExit'> {
    return {
      onPointerMove: (ctx: MapToolContext, e: MapPointer) => {
        if (!this.mark || !this.last) return;
        for (const hex of linedraw(this.last, e.hex)) this.visit(ctx, hex);
        this.last = e.hex;
      },
      onPointerUp: (ctx: MapToolContext) => this.end(ctx, true),
      onKeyDown: (ctx: MapToolContext, e) => {
        if (e.key !== 'Escape' || !this.mark) return false;
        this.end(ctx, false);
        return true;
      },
      onCancel: (ctx: MapToolContext) => this.end(ctx, false),
      onExit: (ctx: MapToolContext) => this.end(ctx, true),
    };
  }
}
