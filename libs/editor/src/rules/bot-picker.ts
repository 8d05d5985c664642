// Choosing a bot by name, with a search bot's budget: what the Playtest and Balance panels
// offer for each seat a bot plays. A choice is the name the command line takes (`random`,
// `ismcts:200`), so a panel's games are the ones `--bots` plays.
import { css, html, nothing } from 'lit';
import { botKinds, DEFAULT_SEARCH_ITERATIONS, parseBotName } from '@kriegsspiel/engine';

/** The bot every seat gets until another is chosen (existing flows stay as they were). */
export const DEFAULT_BOT = 'random';

/** What each kind of bot is called in the panels; a kind not listed is shown by its name. */
const botLabels: Readonly<Record<string, string>> = { random: 'Random', ismcts: 'ISMCTS (search)' };

/** The largest budget offered, as `--bot-iterations` allows. */
const MAX_ITERATIONS = 1_000_000;

/** True for a bot that searches and so takes a budget (every kind but the random one). */
export function botSearches(name: string): boolean {
  return parseBotName(name).kind !== 'random';
}

/** A search bot's iterations per decision (the engine's default when the name gives none). */
export function botIterations(name: string): number {
  return parseBotName(name).iterations ?? DEFAULT_SEARCH_ITERATIONS;
}

/** A bot's name with its budget, as `--bots` takes it: `random`, or `ismcts:200`. */
export function botNameOf(kind: string, iterations: number): string {
  return kind === 'random' ? kind : `${kind}:${Math.min(MAX_ITERATIONS, Math.max(1, Math.round(iterations) || 1))}`;
}

/** The picker's look, for the styles of a component that shows it. */
export const botPickerStyles = css`
  .bot-choice {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
  }
  .bot-choice input[type='number'] {
    width: 6em;
  }
`;

/** Options of one bot seat's picker. */
export interface BotPickerOptions {
  /** The role the bot plays (names the controls). */
  readonly role: string;
  /** Its label ("Red"). */
  readonly label: string;
  /** The chosen bot's name (`random`, `ismcts:200`). */
  readonly name: string;
  readonly disabled?: boolean;
  /** Told of the new name when the kind or the budget changes. */
  onChange(name: string): void;
}

/**
 * One seat's bot: a choice of kind and, for a search bot, its iterations per decision (a
 * search bot chosen anew starts at the engine's default, the budget of `--bots ismcts`).
 */
export function botPicker(options: BotPickerOptions) {
  const { role, label, name, disabled = false, onChange } = options;
  const kind = parseBotName(name).kind;
  const searches = botSearches(name);
  return html`<span class="bot-choice" role="group" aria-label=${`${label}’s bot`} data-role=${role}>
    <label
      >${label}
      <select
        name=${`bot-${role}`}
        ?disabled=${disabled}
        @change=${(e: Event) => onChange(botNameOf((e.target as HTMLSelectElement).value, DEFAULT_SEARCH_ITERATIONS))}
      >
        ${Object.keys(botKinds).map((k) => html`<option value=${k} ?selected=${k === kind}>${botLabels[k] ?? k}</option>`)}
      </select>
    </label>
    ${
      searches
        ? html`<label class="bot-iterations"
            ><input
              type="number"
              name=${`bot-iterations-${role}`}
              min="1"
              max=${MAX_ITERATIONS}
              .value=${String(botIterations(name))}
              ?disabled=${disabled}
              @change=${(e: Event) => onChange(botNameOf(kind, Number((e.target as HTMLInputElement).value)))}
            />
            iterations per decision</label
          >`
        : nothing
    }
  </span>`;
}
