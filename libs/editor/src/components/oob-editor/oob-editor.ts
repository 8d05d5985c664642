import { KsOobEditor } from './oob-editor.component';
import '../oob-tree/oob-tree';
import '../oob-table/oob-table';
import '../piece-designer/piece-designer';

export { KsOobEditor };
customElements.define('ks-oob-editor', KsOobEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-oob-editor': KsOobEditor;
  }
}
