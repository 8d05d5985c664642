import { LitElement, html } from 'lit';
import type { TerrainType } from '@kriegsspiel/formats';
import { KsTerrainSelectEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { terrainPaletteStyles } from './terrain-palette.styles';

/**
 * Picks one terrain type: a radio group of swatches, arrow keys move the choice.
 *
 * @event ks-terrain-select - A terrain was chosen; `terrain` is its id.
 */
export class KsTerrainPalette extends LitElement {
  static override styles = [sharedStyles, terrainPaletteStyles];

  static override properties = {
    terrain: { attribute: false },
    value: { type: String },
    label: { type: String },
  };

  /** The terrain types to offer (hex terrain for the brush). */
  declare terrain: readonly TerrainType[];
  /** Id of the chosen terrain. */
  declare value: string | undefined;
  /** Accessible name of the group. */
  declare label: string;

  constructor() {
    super();
    this.terrain = [];
    this.label = 'Terrain';
  }

  private choose(id: string, focus = false): void {
    this.value = id;
    this.dispatchEvent(new KsTerrainSelectEvent(id));
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLButtonElement>('[aria-checked="true"]')?.focus());
  }

  private onKeyDown(e: KeyboardEvent): void {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (!step || this.terrain.length === 0) return;
    e.preventDefault();
    const i = this.terrain.findIndex((t) => t.id === this.value);
    const next = this.terrain[(i + step + this.terrain.length) % this.terrain.length] as TerrainType;
    this.choose(next.id, true);
  }

  protected override render() {
    const current = this.terrain.some((t) => t.id === this.value) ? this.value : this.terrain[0]?.id;
    return html`<div role="radiogroup" aria-label=${this.label} @keydown=${this.onKeyDown}>
      ${this.terrain.map(
        (t) =>
          html`<button type="button" role="radio" aria-checked=${t.id === this.value ? 'true' : 'false'} tabindex=${t.id === current ? 0 : -1} title=${t.description ?? t.name} @click=${() => this.choose(t.id)}>
            <span class="swatch" style="background:${t.color ?? '#ccc'}" aria-hidden="true"></span>${t.name}
          </button>`,
      )}
    </div>`;
  }
}
