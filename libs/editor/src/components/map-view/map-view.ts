import { KsMapView, type MapFrame } from './map-view.component';
import '../minimap/minimap';

export { KsMapView, type MapFrame };
customElements.define('ks-map-view', KsMapView);

declare global {
  interface HTMLElementTagNameMap {
    'ks-map-view': KsMapView;
  }
}
