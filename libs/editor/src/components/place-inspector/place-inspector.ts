import { KsPlaceInspector } from './place-inspector.component';

export { KsPlaceInspector };
customElements.define('ks-place-inspector', KsPlaceInspector);

declare global {
  interface HTMLElementTagNameMap {
    'ks-place-inspector': KsPlaceInspector;
  }
}
