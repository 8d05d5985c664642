import { KsOobTable } from './oob-table.component';

export { KsOobTable };
customElements.define('ks-oob-table', KsOobTable);

declare global {
  interface HTMLElementTagNameMap {
    'ks-oob-table': KsOobTable;
  }
}
