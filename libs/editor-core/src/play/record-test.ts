// A playtest turned into a scenario test: the game's scenario, seed and house rules, every
// action taken so far (by people and bots alike) as a step, and the values the designer
// picked in the state or a seat's view as expectations on the position reached. Running
// the test replays the same actions from the same seed, so it reaches the same position —
// and keeps checking it after the rules change.
import type { Expectation, ModReference, ScenarioTestDocument, Step } from '@kriegsspiel/formats';
import type { GameResult } from '@kriegsspiel/rules-sdk';
import { formatJsonInline } from '../json/format';
import { isJsonObject } from '../json/pointer';
import { slugOf } from '../text/slug';

/** A value picked to become an expectation. */
export interface RecordedPick {
  /** `state`, or the role whose view it is in. */
  readonly in: string;
  /** JSON pointer of the value. */
  readonly path: string;
  readonly value: unknown;
  /** What the check means; one is made up from the place when absent. */
  readonly message?: string;
}

/** Everything a recorded test is made from. */
export interface TestRecording {
  readonly name: string;
  readonly scenario: string;
  readonly seed: number;
  /** House rules added to the scenario's own mods, in stacking order. */
  readonly houseRules?: readonly ModReference[];
  /** The actions in the order they were taken. */
  readonly history: readonly { readonly role: string; readonly action: unknown }[];
  readonly picks: readonly RecordedPick[];
  /** The game's result when it has ended: recorded as an `ended` expectation. */
  readonly result?: GameResult | null;
  /** Where the schema is from the test file (`../../../schemas/scenario-test.schema.json` in mods/<mod>/tests/). */
  readonly schema?: string;
  /** The rule the test is about (`7-4`). */
  readonly rule?: string;
}

export const defaultTestSchema = '../../../schemas/scenario-test.schema.json';

/** The default message of a picked value: where it is and what it holds. */
export function pickMessage(pick: Pick<RecordedPick, 'in' | 'path' | 'value'>): string {
  const where = pick.in === 'state' ? 'the state' : `${pick.in}'s view`;
  return `${pick.path || '/'} in ${where} is ${formatJsonInline(pick.value)} as recorded`;
}

/** The picks as expectations (`equals` the recorded value), in the order they were picked. */
export function expectationsOf(picks: readonly RecordedPick[]): Expectation[] {
  return picks.map((p) => ({
    message: p.message?.trim() || pickMessage(p),
    ...(p.in !== 'state' ? { in: p.in } : {}),
    path: p.path,
    equals: p.value,
  }));
}

/**
 * The scenario test of a recording. Every action is a step with its role; the picks (and
 * the result, once the game is over) are checked in a last step after all of them.
 */
export function recordScenarioTest(recording: TestRecording): ScenarioTestDocument {
  if (recording.name.trim() === '') throw new Error('give the test a name: it is what the test panel and `kriegsspiel test` show');
  const steps: Step[] = recording.history.map((h) => ({ role: h.role, action: h.action as Step['action'] }));
  const expect = expectationsOf(recording.picks);
  const result = recording.result;
  if (result) {
    expect.push({
      message: result.winner === null ? 'the game ends in a draw' : `the game ends and ${result.winner} wins`,
      ended: { winner: result.winner, ...(result.reason ? { reason: result.reason } : {}) },
    });
  }
  if (expect.length > 0) steps.push({ note: 'the position the playtest reached', expect });
  if (steps.length === 0) throw new Error('nothing to record yet: play an action or pick a value to check');
  return {
    $schema: recording.schema ?? defaultTestSchema,
    name: recording.name.trim(),
    ...(recording.rule ? { rule: recording.rule } : {}),
    scenario: recording.scenario,
    ...(recording.houseRules && recording.houseRules.length > 0 ? { mods: recording.houseRules.map((m) => ({ ...m })) } : {}),
    seed: recording.seed,
    steps,
  } as ScenarioTestDocument;
}

/**
 * The test as file text, in the style of the hand-written tests in mods/: two-space
 * indentation, one step per line, expectations one per line, a final newline.
 */
export function scenarioTestText(test: ScenarioTestDocument): string {
  const lines: string[] = ['{'];
  const entries = Object.entries(test).filter(([, v]) => v !== undefined);
  entries.forEach(([key, value], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (key === 'steps' && Array.isArray(value)) {
      lines.push(`  "steps": [`);
      value.forEach((step: unknown, j) => {
        const stepComma = j < value.length - 1 ? ',' : '';
        const s = step as Step;
        if (isJsonObject(s) && Array.isArray(s.expect) && s.expect.length > 0) {
          const { expect, ...rest } = s;
          const head = formatJsonInline(rest).slice(0, -1);
          lines.push(`    ${head}${head === '{' ? '' : ', '}"expect": [`);
          expect.forEach((e, k) => lines.push(`      ${formatJsonInline(e)}${k < expect.length - 1 ? ',' : ''}`));
          lines.push(`    ]}${stepComma}`);
        } else {
          lines.push(`    ${formatJsonInline(step)}${stepComma}`);
        }
      });
      lines.push(`  ]${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${formatJsonInline(value)}${comma}`);
    }
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

/** A file name for a test: its name in lower-case words, not one of `taken`. */
export function testFileName(name: string, taken: Iterable<string> = []): string {
  const used = new Set(taken);
  const slug = slugOf(name) || 'recorded';
  let file = `${slug}.test.json`;
  for (let n = 2; used.has(file); n++) file = `${slug}-${n}.test.json`;
  return file;
}
