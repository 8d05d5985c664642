import { LitElement, html, nothing } from 'lit';
import { sharedStyles } from '../shared.styles';
import { studioTourStyles } from './studio-tour.styles';

/** One stop of the tour. */
export interface TourStep {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

/** The three journeys through the studio, in our own words. */
export const defaultTourSteps: readonly TourStep[] = [
  {
    id: 'designer',
    title: 'Designing a game',
    body: 'Open a map from the list on the left (or press Ctrl+P and type its name), paint terrain with the palette, then build the order of battle and the scenario. Problems below lists every mistake with a link to where it is.',
  },
  {
    id: 'modder',
    title: 'Writing a house rule',
    body: '“New house rule…” in the header makes a mod with typed rules code and a first test. The Tests panel runs a mod’s scenario tests; Playtest lets you play it against a bot.',
  },
  {
    id: 'historian',
    title: 'Checking the history',
    body: 'Open an order of battle to see each unit with its sources. The Balance panel plays many games of a scenario, with and without a variant, and says whether a difference is more than chance.',
  },
];

/** Where the tour remembers that it was seen. */
export const TOUR_SEEN_KEY = 'ks-studio-tour-seen';

/**
 * A short first-run tour of the three journeys (designer, modder, historian). It sits in a
 * corner without blocking the page, can be dismissed at any step, and once dismissed or
 * finished is not shown again (remembered in local storage).
 *
 * @event ks-tour-done - The tour was finished or dismissed.
 */
export class KsStudioTour extends LitElement {
  static override styles = [sharedStyles, studioTourStyles];

  static override properties = {
    steps: { attribute: false },
    step: { state: true },
    visible: { type: Boolean, reflect: true },
  };

  /** The stops of the tour. */
  declare steps: readonly TourStep[];
  declare private step: number;
  /** Whether the tour is shown. */
  declare visible: boolean;

  constructor() {
    super();
    this.steps = defaultTourSteps;
    this.step = 0;
    this.visible = false;
  }

  /** Shows the tour if it has not been seen in this browser. */
  showIfNew(): void {
    if (!seen()) this.start();
  }

  /** Shows the tour from its first step. */
  start(): void {
    this.step = 0;
    this.visible = true;
  }

  private done(): void {
    this.visible = false;
    try {
      localStorage.setItem(TOUR_SEEN_KEY, new Date().toISOString());
    } catch {
      // Storage refused (private window): the tour may show again next time, which is harmless.
    }
    this.dispatchEvent(new Event('ks-tour-done', { bubbles: true, composed: true }));
  }

  protected override render() {
    const step = this.steps[this.step];
    if (!this.visible || !step) return nothing;
    const last = this.step === this.steps.length - 1;
    return html`<section role="dialog" aria-modal="false" aria-labelledby="tour-title" data-step=${step.id}>
      <p class="counter">Tour · ${this.step + 1} of ${this.steps.length}</p>
      <h2 id="tour-title">${step.title}</h2>
      <p>${step.body}</p>
      <div class="actions">
        <button type="button" class="skip" @click=${() => this.done()}>${last ? 'Close' : 'Skip the tour'}</button>
        ${this.step > 0 ? html`<button type="button" class="back" @click=${() => (this.step -= 1)}>Back</button>` : nothing}
        ${last ? html`<button type="button" class="primary done" @click=${() => this.done()}>Done</button>` : html`<button type="button" class="primary next" @click=${() => (this.step += 1)}>Next</button>`}
      </div>
      <p class="counter">Press <kbd>?</kbd> at any time for the keyboard shortcuts.</p>
    </section>`;
  }
}

function seen(): boolean {
  try {
    return localStorage.getItem(TOUR_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}
