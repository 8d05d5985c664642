import { KsViewTree } from './view-tree.component';

export { KsViewTree };
customElements.define('ks-view-tree', KsViewTree);

declare global {
  interface HTMLElementTagNameMap {
    'ks-view-tree': KsViewTree;
  }
}
