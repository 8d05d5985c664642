import { KsNewUnitDialog } from './new-unit-dialog.component';

export { KsNewUnitDialog };
customElements.define('ks-new-unit-dialog', KsNewUnitDialog);

declare global {
  interface HTMLElementTagNameMap {
    'ks-new-unit-dialog': KsNewUnitDialog;
  }
}
