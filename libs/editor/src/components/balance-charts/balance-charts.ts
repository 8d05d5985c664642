import { KsBalanceCharts } from './balance-charts.component';

export { KsBalanceCharts };
customElements.define('ks-balance-charts', KsBalanceCharts);

declare global {
  interface HTMLElementTagNameMap {
    'ks-balance-charts': KsBalanceCharts;
  }
}
