import { KsConflictDialog } from './conflict-dialog.component';

export { KsConflictDialog };
export type { ConflictChoice } from './conflict-dialog.component';
customElements.define('ks-conflict-dialog', KsConflictDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ks-conflict-dialog': KsConflictDialog;
  }
}
