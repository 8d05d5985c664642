import { KsBalanceCharts } from './balance-charts.component';

export { KsBalanceCharts };
export type { BaseGames } from './balance-charts.component';
customElements.define('ks-balance-charts', KsBalanceCharts);

declare global {
  interface HTMLElementTagNameMap {
    'ks-balance-charts': KsBalanceCharts;
  }
}
