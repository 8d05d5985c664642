import { KsStudio } from './studio-shell.component';
import '../document-list/document-list';
import '../document-tabs/document-tabs';
import '../map-editor/map-editor';
import '../json-view/json-view';
import '../oob-editor/oob-editor';
import '../scenario-editor/scenario-editor';
import '../validation-panel/validation-panel';
import '../status-bar/status-bar';
import '../conflict-dialog/conflict-dialog';
import '../restore-dialog/restore-dialog';
import '../playtest-board/playtest-board';
import '../balance-panel/balance-panel';
import '../test-panel/test-panel';
import '../code-editor/code-editor';
import '../new-house-rule/new-house-rule';
import '../quick-open/quick-open';
import '../shortcut-help/shortcut-help';
import '../studio-tour/studio-tour';

export { KsStudio };
customElements.define('ks-studio', KsStudio);

declare global {
  interface HTMLElementTagNameMap {
    'ks-studio': KsStudio;
  }
}
