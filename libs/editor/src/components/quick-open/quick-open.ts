import { KsQuickOpen } from './quick-open.component';

export { KsQuickOpen };
customElements.define('ks-quick-open', KsQuickOpen);

declare global {
  interface HTMLElementTagNameMap {
    'ks-quick-open': KsQuickOpen;
  }
}
