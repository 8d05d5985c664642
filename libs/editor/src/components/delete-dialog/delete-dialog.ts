import { KsDeleteDialog } from './delete-dialog.component';

export { KsDeleteDialog };
export type { DeleteRequest } from './delete-dialog.component';
customElements.define('ks-delete-dialog', KsDeleteDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ks-delete-dialog': KsDeleteDialog;
  }
}
