import { KsDocumentTabs } from './document-tabs.component';

export { KsDocumentTabs };
export type { DocumentTab } from './document-tabs.component';
customElements.define('ks-document-tabs', KsDocumentTabs);

declare global {
  interface HTMLElementTagNameMap {
    'ks-document-tabs': KsDocumentTabs;
  }
}
