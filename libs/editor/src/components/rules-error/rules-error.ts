import { KsRulesError, failureHeadline } from './rules-error.component';

export { KsRulesError, failureHeadline };
customElements.define('ks-rules-error', KsRulesError);

declare global {
  interface HTMLElementTagNameMap {
    'ks-rules-error': KsRulesError;
  }
}
