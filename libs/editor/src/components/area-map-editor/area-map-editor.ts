import { KsAreaMapEditor, areaBox, areaPositions, type AreaSelection } from './area-map-editor.component';

export { KsAreaMapEditor, areaBox, areaPositions, type AreaSelection };
customElements.define('ks-area-map-editor', KsAreaMapEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-area-map-editor': KsAreaMapEditor;
  }
}
