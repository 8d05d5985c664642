import { KsRestoreDialog } from './restore-dialog.component';

export { KsRestoreDialog };
export type { RestoreChoice } from './restore-dialog.component';
customElements.define('ks-restore-dialog', KsRestoreDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ks-restore-dialog': KsRestoreDialog;
  }
}
