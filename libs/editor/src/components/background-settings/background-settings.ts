import { KsBackgroundSettings } from './background-settings.component';

export { KsBackgroundSettings };
customElements.define('ks-background-settings', KsBackgroundSettings);

declare global {
  interface HTMLElementTagNameMap {
    'ks-background-settings': KsBackgroundSettings;
  }
}
