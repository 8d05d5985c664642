import { KsTestPanel } from './test-panel.component';

export { KsTestPanel };
export type { TestRun, TestStatus } from './test-panel.component';
customElements.define('ks-test-panel', KsTestPanel);

declare global {
  interface HTMLElementTagNameMap {
    'ks-test-panel': KsTestPanel;
  }
}
