import { KsShortcutHelp } from './shortcut-help.component';

export { KsShortcutHelp };
customElements.define('ks-shortcut-help', KsShortcutHelp);

declare global {
  interface HTMLElementTagNameMap {
    'ks-shortcut-help': KsShortcutHelp;
  }
}
