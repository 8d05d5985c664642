import { KsTerrainPalette } from './terrain-palette.component';

export { KsTerrainPalette };
customElements.define('ks-terrain-palette', KsTerrainPalette);

declare global {
  interface HTMLElementTagNameMap {
    'ks-terrain-palette': KsTerrainPalette;
  }
}
