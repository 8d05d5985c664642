import { KsStatusBar } from './status-bar.component';

export { KsStatusBar };
export type { KeepState, SaveState } from './status-bar.component';
customElements.define('ks-status-bar', KsStatusBar);

declare global {
  interface HTMLElementTagNameMap {
    'ks-status-bar': KsStatusBar;
  }
}
