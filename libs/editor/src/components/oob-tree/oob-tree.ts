import { KsOobTree } from './oob-tree.component';
import '../values-editor/values-editor';
import '../delete-dialog/delete-dialog';
import '../new-unit-dialog/new-unit-dialog';

export { KsOobTree };
customElements.define('ks-oob-tree', KsOobTree);

declare global {
  interface HTMLElementTagNameMap {
    'ks-oob-tree': KsOobTree;
  }
}
