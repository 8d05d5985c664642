import { KsValidationPanel } from './validation-panel.component';

export { KsValidationPanel };
customElements.define('ks-validation-panel', KsValidationPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ks-validation-panel': KsValidationPanel;
  }
}
