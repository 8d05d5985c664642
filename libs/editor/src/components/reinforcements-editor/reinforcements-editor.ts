import { KsReinforcementsEditor } from './reinforcements-editor.component';
import '../places-field/places-field';

export { KsReinforcementsEditor };
customElements.define('ks-reinforcements-editor', KsReinforcementsEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-reinforcements-editor': KsReinforcementsEditor;
  }
}
