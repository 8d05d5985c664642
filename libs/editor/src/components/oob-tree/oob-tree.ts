import { KsOobTree } from './oob-tree.component';
import '../values-editor/values-editor';

export { KsOobTree };
customElements.define('ks-oob-tree', KsOobTree);

declare global {
  interface HTMLElementTagNameMap {
    'ks-oob-tree': KsOobTree;
  }
}
