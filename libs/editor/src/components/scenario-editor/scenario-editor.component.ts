import { LitElement, html } from 'lit';
import type { ActionManager, Editor, StudioActionContext } from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import type { KsSetupEditor } from '../setup-editor/setup-editor.component';
import type { KsReinforcementsEditor } from '../reinforcements-editor/reinforcements-editor.component';
import type { KsJsonView } from '../json-view/json-view.component';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { scenarioEditorStyles } from './scenario-editor.styles';

/** The views of a scenario. */
export type ScenarioView = 'setup' | 'reinforcements' | 'text';

const views: readonly { id: ScenarioView; label: string }[] = [
  { id: 'setup', label: 'Set-up' },
  { id: 'reinforcements', label: 'Reinforcements' },
  { id: 'text', label: 'Text' },
];

/**
 * The editor of a scenario: its set-up on the map, its reinforcements (schedule, pools,
 * draws), and the rest as text until it has editors of its own. `reveal` picks the view
 * that shows the value a validation problem points at.
 */
export class KsScenarioEditor extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, scenarioEditorStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    actions: { attribute: false },
    view: { type: String },
  };

  /** The editor holding the scenario. */
  declare editor: Editor | undefined;
  /** Workspace path of the scenario. */
  declare path: string;
  /** The studio's actions. */
  declare actions: ActionManager<StudioActionContext> | undefined;
  /** The view shown. */
  declare view: ScenarioView;

  constructor() {
    super();
    this.path = '';
    this.view = 'setup';
    new EditorController(this, () => this.editor);
  }

  /** Shows the value a pointer names in the view that edits it. */
  async reveal(pointer: string): Promise<void> {
    this.view = pointer.startsWith('/setup') ? 'setup' : pointer.startsWith('/reinforcements') || pointer.startsWith('/pools') ? 'reinforcements' : 'text';
    await this.updateComplete;
    const child = this.renderRoot.querySelector<KsSetupEditor | KsReinforcementsEditor | KsJsonView>('#view > *');
    await child?.updateComplete;
    child?.reveal(pointer);
  }

  protected override render() {
    const scenario = this.editor?.store.get(this.path, 'scenario')?.value;
    if (!scenario) return html`<p class="hint">This scenario is not loaded or not valid JSON.</p>`;
    const body =
      this.view === 'setup'
        ? html`<ks-setup-editor .editor=${this.editor} .path=${this.path}></ks-setup-editor>`
        : this.view === 'reinforcements'
          ? html`<ks-reinforcements-editor .editor=${this.editor} .path=${this.path}></ks-reinforcements-editor>`
          : html`<ks-json-view .editor=${this.editor} .path=${this.path}></ks-json-view>`;
    return html`
      <div class="tabs" role="tablist" aria-label=${`Views of ${scenario.name}`}>
        ${views.map((v) => html`<button type="button" role="tab" id=${`tab-${v.id}`} aria-selected=${this.view === v.id ? 'true' : 'false'} aria-controls="view" @click=${() => (this.view = v.id)}>${v.label}</button>`)}
      </div>
      <div id="view" role="tabpanel" aria-labelledby=${`tab-${this.view}`}>${body}</div>
    `;
  }
}
