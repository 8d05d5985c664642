import { KsJsonView } from './json-view.component';

export { KsJsonView };
customElements.define('ks-json-view', KsJsonView);

declare global {
  interface HTMLElementTagNameMap {
    'ks-json-view': KsJsonView;
  }
}
