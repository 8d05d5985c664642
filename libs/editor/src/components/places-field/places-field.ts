import { KsPlacesField } from './places-field.component';

export { KsPlacesField };
customElements.define('ks-places-field', KsPlacesField);

declare global {
  interface HTMLElementTagNameMap {
    'ks-places-field': KsPlacesField;
  }
}
