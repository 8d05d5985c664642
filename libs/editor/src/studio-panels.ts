// The panels under the document area. The validation panel is the first; later issues add
// theirs (a scenario test runner, a history list…) to this list. With more than one, the
// shell shows them as tabs.
import { html, type TemplateResult } from 'lit';
import type { Editor, ValidationReport } from '@kriegsspiel/editor-core';

/** What the shell hands a panel. */
export interface StudioPanelProps {
  readonly editor: Editor;
  /** The latest validation run. */
  readonly report: ValidationReport | undefined;
  /** True while a validation run is pending. */
  readonly checking: boolean;
  /** Paths of the documents open in tabs. */
  readonly openPaths: readonly string[];
}

/** One panel. */
export interface StudioPanelDefinition {
  readonly id: string;
  /** Tab label and accessible name. */
  readonly label: string;
  render(props: StudioPanelProps): TemplateResult;
}

export const defaultStudioPanels: readonly StudioPanelDefinition[] = [
  {
    id: 'problems',
    label: 'Problems',
    render: (p) => html`<ks-validation-panel .problems=${p.report?.problems ?? []} .openPaths=${p.openPaths} ?checking=${p.checking}></ks-validation-panel>`,
  },
];
