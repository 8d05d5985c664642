import { KsSetupEditor } from './setup-editor.component';
import '../map-view/map-view';
import '../counter-face/counter-face';

export { KsSetupEditor };
customElements.define('ks-setup-editor', KsSetupEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-setup-editor': KsSetupEditor;
  }
}
