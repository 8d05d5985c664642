import { KsNewHouseRule } from './new-house-rule.component';

export { KsNewHouseRule };
customElements.define('ks-new-house-rule', KsNewHouseRule);

declare global {
  interface HTMLElementTagNameMap {
    'ks-new-house-rule': KsNewHouseRule;
  }
}
