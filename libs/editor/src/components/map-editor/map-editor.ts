import { KsMapEditor } from './map-editor.component';
import '../map-view/map-view';
import '../terrain-palette/terrain-palette';

export { KsMapEditor };
customElements.define('ks-map-editor', KsMapEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-map-editor': KsMapEditor;
  }
}
