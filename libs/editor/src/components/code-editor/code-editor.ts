import { KsCodeEditor, loadMonaco, modFolderOf, siblingSources, type CodeDiagnostic } from './code-editor.component';

export { KsCodeEditor, loadMonaco, modFolderOf, siblingSources, type CodeDiagnostic };
customElements.define('ks-code-editor', KsCodeEditor);

declare global {
  interface HTMLElementTagNameMap {
    'ks-code-editor': KsCodeEditor;
  }
}
