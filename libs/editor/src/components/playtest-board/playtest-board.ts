import { KsPlaytestBoard } from './playtest-board.component';
import '../map-view/map-view';
import '../rules-error/rules-error';
import '../view-tree/view-tree';
import '../test-recorder/test-recorder';

export { KsPlaytestBoard };
export type { PlaytestMode, PlaytestScenario } from './playtest-board.component';
customElements.define('ks-playtest-board', KsPlaytestBoard);

declare global {
  interface HTMLElementTagNameMap {
    'ks-playtest-board': KsPlaytestBoard;
  }
}
