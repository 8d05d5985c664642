import { KsPieceDesigner } from './piece-designer.component';
import '../counter-face/counter-face';
import '../values-editor/values-editor';

export { KsPieceDesigner };
customElements.define('ks-piece-designer', KsPieceDesigner);

declare global {
  interface HTMLElementTagNameMap {
    'ks-piece-designer': KsPieceDesigner;
  }
}
