import { KsScenarioEditor } from './scenario-editor.component';
import '../setup-editor/setup-editor';
import '../reinforcements-editor/reinforcements-editor';
import '../json-view/json-view';

export { KsScenarioEditor };
customElements.define('ks-scenario-editor', KsScenarioEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-scenario-editor': KsScenarioEditor;
  }
}
