import { KsMapView } from './map-view.component';

export { KsMapView };
customElements.define('ks-map-view', KsMapView);

declare global {
  interface HTMLElementTagNameMap {
    'ks-map-view': KsMapView;
  }
}
