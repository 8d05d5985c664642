import { KsMapEditor } from './map-editor.component';
import '../map-view/map-view';
import '../terrain-palette/terrain-palette';
import '../place-inspector/place-inspector';
import '../grid-settings/grid-settings';
import '../area-map-editor/area-map-editor';

export { KsMapEditor };
customElements.define('ks-map-editor', KsMapEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-map-editor': KsMapEditor;
  }
}
