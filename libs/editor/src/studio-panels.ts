// The panels under the document area. The validation panel is the first; later issues add
// theirs (a scenario test runner, a history list…) to this list. With more than one, the
// shell shows them as tabs; a `large` panel takes most of the height while it is shown.
import { html, type TemplateResult } from 'lit';
import type { Editor, ValidationReport, VariantChoices, WorkspaceAccess } from '@kriegsspiel/editor-core';
import type { Problem } from '@kriegsspiel/formats';
import type { GameSource } from './rules/game-source';
import type { TestSource } from './rules/test-source';
import type { PlaytestScenario } from './components/playtest-board/playtest-board.component';
import type { TestDestination } from './components/test-recorder/test-recorder.component';

/** What the shell hands a panel. */
export interface StudioPanelProps {
  readonly editor: Editor;
  /** The latest validation run. */
  readonly report: ValidationReport | undefined;
  /** Every problem known: the validation run's and the code editor's (type and syntax errors of files it holds). */
  readonly problems?: readonly Problem[];
  /** True while a validation run is pending. */
  readonly checking: boolean;
  /** Paths of the documents open in tabs. */
  readonly openPaths: readonly string[];
  /** Where games to play come from (the workspace server); none in a studio without a server. */
  readonly games: GameSource | undefined;
  /** Where scenario tests come from (the workspace server); none in a studio without a server. */
  readonly tests: TestSource | undefined;
  /** The studio's scenario. */
  readonly scenario: string | undefined;
  /** Every scenario of the workspace. */
  readonly scenarios: readonly PlaytestScenario[];
  /** House rules and content mods a game may add. */
  readonly houseRuleChoices: readonly { readonly id: string; readonly name: string }[];
  /** The house rules and options a balance variant of a scenario is chosen from. */
  readonly variantsOf?: (scenario: string) => VariantChoices;
  /** Mod folders a recorded test may be saved in. */
  readonly testDestinations: readonly TestDestination[];
  /** Code files with unsaved edits in the code editor (games and tests run the saved files). */
  readonly unsavedCode: readonly string[];
  /** The workspace's files, to save and load games of free play; none in a studio without one. */
  readonly files?: WorkspaceAccess | undefined;
}

/** One panel. */
export interface StudioPanelDefinition {
  readonly id: string;
  /** Tab label and accessible name. */
  readonly label: string;
  /** `large` panels (a board, charts) get most of the studio's height while shown. */
  readonly size?: 'small' | 'large';
  render(props: StudioPanelProps): TemplateResult;
}

export const defaultStudioPanels: readonly StudioPanelDefinition[] = [
  {
    id: 'problems',
    label: 'Problems',
    render: (p) =>
      html`<ks-validation-panel .problems=${p.problems ?? p.report?.problems ?? []} .openPaths=${p.openPaths} ?checking=${p.checking}></ks-validation-panel>`,
  },
  {
    id: 'playtest',
    label: 'Playtest',
    size: 'large',
    render: (p) =>
      html`<ks-playtest-board
        .games=${p.games}
        .scenarios=${p.scenarios}
        .houseRuleChoices=${p.houseRuleChoices}
        .testDestinations=${p.testDestinations}
        .unsavedCode=${p.unsavedCode}
        .files=${p.files}
        scenario=${p.scenario ?? p.scenarios[0]?.id ?? ''}
      ></ks-playtest-board>`,
  },
  {
    id: 'balance',
    label: 'Balance',
    size: 'large',
    render: (p) =>
      html`<ks-balance-panel .games=${p.games} .scenarios=${p.scenarios} .variantsOf=${p.variantsOf} scenario=${p.scenario ?? p.scenarios[0]?.id ?? ''}></ks-balance-panel>`,
  },
  {
    id: 'tests',
    label: 'Tests',
    size: 'large',
    render: (p) => html`<ks-test-panel .tests=${p.tests} .unsavedCode=${p.unsavedCode}></ks-test-panel>`,
  },
];
