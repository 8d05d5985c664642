import { KsGridSettings } from './grid-settings.component';

export { KsGridSettings };
customElements.define('ks-grid-settings', KsGridSettings);

declare global {
  interface HTMLElementTagNameMap {
    'ks-grid-settings': KsGridSettings;
  }
}
