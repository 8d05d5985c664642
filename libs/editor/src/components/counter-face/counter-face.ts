import { KsCounterFace } from './counter-face.component';

export { KsCounterFace };
customElements.define('ks-counter-face', KsCounterFace);

declare global {
  interface HTMLElementTagNameMap {
    'ks-counter-face': KsCounterFace;
  }
}
