import { KsDocumentList } from './document-list.component';

export { KsDocumentList };
export type { ListedDocument } from './document-list.component';
customElements.define('ks-document-list', KsDocumentList);

declare global {
  interface HTMLElementTagNameMap {
    'ks-document-list': KsDocumentList;
  }
}
