import { KsMinimap, type MinimapPainter } from './minimap.component';

export { KsMinimap, type MinimapPainter };
if (!customElements.get('ks-minimap')) customElements.define('ks-minimap', KsMinimap);

declare global {
  interface HTMLElementTagNameMap {
    'ks-minimap': KsMinimap;
  }
}
