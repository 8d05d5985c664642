import { KsValuesEditor } from './values-editor.component';

export { KsValuesEditor };
customElements.define('ks-values-editor', KsValuesEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-values-editor': KsValuesEditor;
  }
}
