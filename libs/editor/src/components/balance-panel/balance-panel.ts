import { KsBalancePanel } from './balance-panel.component';
import '../balance-charts/balance-charts';
import '../rules-error/rules-error';

export { KsBalancePanel };
export type { BalanceRun } from './balance-panel.component';
customElements.define('ks-balance-panel', KsBalancePanel);

declare global {
  interface HTMLElementTagNameMap {
    'ks-balance-panel': KsBalancePanel;
  }
}
