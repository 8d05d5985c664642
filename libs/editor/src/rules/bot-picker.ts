// Choosing a bot by name, with a search bot's budget: what the Playtest and Balance panels
// offer for each seat a bot plays. A choice is the name the command line takes (`random`,
// `ismcts:200`, `ismcts:50ms`), so a panel's games are the ones `--bots` plays.
import { css, html, nothing } from 'lit';
import { botKinds, DEFAULT_SEARCH_ITERATIONS, DEFAULT_SEARCH_MS, parseBotName } from '@kriegsspiel/engine';

/** The bot every seat gets until another is chosen (existing flows stay as they were). */
export const DEFAULT_BOT = 'random';

/** What each kind of bot is called in the panels; a kind not listed is shown by its name. */
const botLabels: Readonly<Record<string, string>> = { random: 'Random', ismcts: 'ISMCTS (search)' };

/** The largest budgets offered, as `--bot-iterations` and `--bot-ms` allow. */
const MAX_ITERATIONS = 1_000_000;
const MAX_MS = 600_000;

/** What a search bot's budget counts: iterations (the same game on any machine) or milliseconds per decision. */
export type BudgetUnit = 'iterations' | 'ms';

/** True for a bot that searches and so takes a budget (every kind but the random one). */
export function botSearches(name: string): boolean {
  return parseBotName(name).kind !== 'random';
}

/** A search bot's iterations per decision (the engine's default when the name gives none). */
export function botIterations(name: string): number {
  return parseBotName(name).iterations ?? DEFAULT_SEARCH_ITERATIONS;
}

/** A search bot's budget per decision: milliseconds when its name gives them, else iterations. */
export function botBudget(name: string): { amount: number; unit: BudgetUnit } {
  const { ms } = parseBotName(name);
  return ms !== undefined ? { amount: ms, unit: 'ms' } : { amount: botIterations(name), unit: 'iterations' };
}

/** A search bot's budget in words: "200 iterations", "50 ms". */
export function botBudgetWords(name: string): string {
  const { amount, unit } = botBudget(name);
  return unit === 'ms' ? `${amount} ms` : `${amount} iterations`;
}

/** A bot's name with its budget, as `--bots` takes it: `random`, `ismcts:200` or `ismcts:50ms`. */
export function botNameOf(kind: string, amount: number, unit: BudgetUnit = 'iterations'): string {
  if (kind === 'random') return kind;
  const n = Math.min(unit === 'ms' ? MAX_MS : MAX_ITERATIONS, Math.max(1, Math.round(amount) || 1));
  return unit === 'ms' ? `${kind}:${n}ms` : `${kind}:${n}`;
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
 * One seat's bot: a choice of kind and, for a search bot, its budget per decision in
 * iterations (reproducible) or milliseconds (as strong as the machine allows); a search bot
 * chosen anew starts at the engine's default number of iterations.
 */
export function botPicker(options: BotPickerOptions) {
  const { role, label, name, disabled = false, onChange } = options;
  const kind = parseBotName(name).kind;
  const searches = botSearches(name);
  const { amount, unit } = botBudget(name);
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
              max=${unit === 'ms' ? MAX_MS : MAX_ITERATIONS}
              .value=${String(amount)}
              ?disabled=${disabled}
              @change=${(e: Event) => onChange(botNameOf(kind, Number((e.target as HTMLInputElement).value), unit))}
            />
            <select
              name=${`bot-unit-${role}`}
              aria-label=${`${label}’s budget unit`}
              ?disabled=${disabled}
              @change=${(e: Event) => {
                const next = (e.target as HTMLSelectElement).value as BudgetUnit;
                onChange(botNameOf(kind, next === 'ms' ? DEFAULT_SEARCH_MS : DEFAULT_SEARCH_ITERATIONS, next));
              }}
            >
              <option value="iterations" ?selected=${unit === 'iterations'}>iterations</option>
              <option value="ms" ?selected=${unit === 'ms'}>ms</option>
            </select>
            per decision</label
          >`
        : nothing
    }
  </span>`;
}
