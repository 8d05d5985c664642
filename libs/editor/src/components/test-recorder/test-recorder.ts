import { KsTestRecorder } from './test-recorder.component';
import '../view-tree/view-tree';

export { KsTestRecorder };
customElements.define('ks-test-recorder', KsTestRecorder);

declare global {
  interface HTMLElementTagNameMap {
    'ks-test-recorder': KsTestRecorder;
  }
}
