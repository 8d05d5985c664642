import { LitElement, html, nothing } from 'lit';
import { checkUnitValues, pointerTokens, type Values } from '@kriegsspiel/formats';
import { isJsonObject } from '@kriegsspiel/editor-core';
import { KsValuesChangeEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { valuesEditorStyles } from './values-editor.styles';

type Schema = Record<string, unknown>;

/** One editable value: its dotted path, what the schema says of it, its current value. */
interface Field {
  readonly path: string[];
  readonly schema: Schema | undefined;
  readonly value: unknown;
}

function fieldsOf(schema: Schema | undefined, values: Record<string, unknown> | undefined, prefix: string[] = []): Field[] {
  const props = isJsonObject(schema?.properties) ? (schema?.properties as Record<string, Schema>) : {};
  const keys = [...Object.keys(props), ...Object.keys(values ?? {}).filter((k) => !(k in props))];
  return keys.flatMap((k) => {
    const s = props[k];
    const v = values?.[k];
    if ((isJsonObject(s) && isJsonObject(s.properties)) || (!s && isJsonObject(v))) return fieldsOf(s, isJsonObject(v) ? v : undefined, [...prefix, k]);
    return [{ path: [...prefix, k], schema: s, value: v }];
  });
}

function setAt(values: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  const out = { ...values };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = value;
  } else {
    const inner = setAt(isJsonObject(out[head]) ? (out[head] as Record<string, unknown>) : {}, rest, value);
    if (Object.keys(inner).length === 0) delete out[head];
    else out[head] = inner;
  }
  return out;
}

const typesOf = (s: Schema | undefined): string[] => ([] as unknown[]).concat(s?.type ?? []).map(String);

/** Reads an input's text as the schema wants it; `{ error }` when it cannot. */
function parseInput(text: string, schema: Schema | undefined, current: unknown): { value: unknown } | { error: string } {
  const t = text.trim();
  if (t === '') return { value: undefined };
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number') || (types.length === 0 && typeof current === 'number')) {
    const n = Number(t);
    if (!Number.isFinite(n)) return { error: 'Write a number.' };
    return { value: n };
  }
  if (types.includes('array') || Array.isArray(current)) {
    try {
      const v = JSON.parse(t) as unknown;
      return Array.isArray(v) ? { value: v } : { error: 'Write a list such as [9, 5].' };
    } catch {
      return { error: 'Write a list such as [9, 5].' };
    }
  }
  return { value: t };
}

/**
 * Edits a unit's `values` against the ruleset's attribute schema for its type: a number
 * field per integer (with its bounds), a list for an enum, a box for a boolean, nested
 * objects as groups. Each keystroke is checked with the formats library's check of unit
 * values and the message shown by the field; a value is committed when the field changes
 * (one undo step), as a `ks-values-change` with the whole new values.
 *
 * @event ks-values-change - The values changed; carries the new values.
 */
export class KsValuesEditor extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, valuesEditorStyles];

  static override properties = {
    values: { attribute: false },
    schemas: { attribute: false },
    type: { type: String },
    label: { type: String },
    readonly: { type: Boolean },
    draft: { state: true },
    typing: { state: true },
  };

  /** The current values. */
  declare values: Values | undefined;
  /** Attribute schemas by unit type (`*` for every unit). */
  declare schemas: Readonly<Record<string, object>>;
  /** The unit type whose schema applies. */
  declare type: string;
  /** Accessible name of the group. */
  declare label: string;
  /** Shows the values without editing (values a blank piece fixes). */
  declare readonly: boolean;
  /** Values as typed, before they are committed. */
  declare private draft: Values | undefined;
  /** Text of a field that does not parse yet, by path. */
  declare private typing: Record<string, { text: string; error: string }>;

  constructor() {
    super();
    this.schemas = {};
    this.type = '';
    this.label = 'Values';
    this.readonly = false;
    this.typing = {};
  }

  private get schema(): Schema | undefined {
    return (this.schemas[this.type] ?? this.schemas['*']) as Schema | undefined;
  }

  /** Problems of the values shown, by dotted path (`movement.advance`; '' for the whole). */
  get problems(): Map<string, string> {
    const out = new Map<string, string>();
    for (const p of checkUnitValues(this.schemas, this.type, this.draft ?? this.values ?? {})) {
      const key = pointerTokens(p.pointer).filter(Boolean).join('.');
      out.set(key, [out.get(key), p.message].filter(Boolean).join(' '));
    }
    for (const [key, t] of Object.entries(this.typing)) out.set(key, t.error);
    return out;
  }

  protected override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('values')) {
      this.draft = undefined;
      this.typing = {};
    }
  }

  private onInput(field: Field, e: Event): void {
    const input = e.target as HTMLInputElement | HTMLSelectElement;
    const key = field.path.join('.');
    const raw =
      input instanceof HTMLInputElement && input.type === 'checkbox'
        ? { value: input.checked || undefined }
        : parseInput(input.value, field.schema, field.value);
    const typing = { ...this.typing };
    delete typing[key];
    if ('error' in raw) typing[key] = { text: input.value, error: raw.error };
    else this.draft = setAt((this.draft ?? this.values ?? {}) as Record<string, unknown>, field.path, raw.value) as Values;
    this.typing = typing;
  }

  private onChange(field: Field, e: Event): void {
    this.onInput(field, e);
    if (this.typing[field.path.join('.')] || !this.draft) return;
    const next = Object.keys(this.draft).length > 0 ? this.draft : undefined;
    this.dispatchEvent(new KsValuesChangeEvent(next));
  }

  private renderField(field: Field, problems: Map<string, string>) {
    const key = field.path.join('.');
    const id = `value-${key}`;
    const problem = problems.get(key);
    const s = field.schema;
    const types = typesOf(s);
    const shown = this.draft ? field.path.reduce<unknown>((v, k) => (isJsonObject(v) ? v[k] : undefined), this.draft) : field.value;
    const title = (s?.title as string | undefined) ?? field.path.at(-1);
    const hint = [s?.description, s?.minimum !== undefined || s?.maximum !== undefined ? `${s?.minimum ?? '…'} to ${s?.maximum ?? '…'}` : undefined]
      .filter(Boolean)
      .join(' ');
    const common = { id, invalid: problem ? 'true' : 'false', described: problem ? `${id}-message` : hint ? `${id}-hint` : undefined };
    let control;
    if (types.includes('boolean') || typeof field.value === 'boolean') {
      control = html`<input id=${id} type="checkbox" ?disabled=${this.readonly} .checked=${shown === true} aria-invalid=${common.invalid} aria-describedby=${common.described ?? nothing} @change=${(e: Event) => this.onChange(field, e)} />`;
    } else if (Array.isArray(s?.enum)) {
      control = html`<select id=${id} ?disabled=${this.readonly} aria-invalid=${common.invalid} aria-describedby=${common.described ?? nothing} @change=${(e: Event) => this.onChange(field, e)}>
        <option value="" ?selected=${shown === undefined}>—</option>
        ${(s.enum as unknown[]).map((v) => html`<option value=${String(v)} ?selected=${shown === v}>${String(v)}</option>`)}
      </select>`;
    } else {
      const numeric = types.includes('integer') || types.includes('number') || typeof field.value === 'number';
      const text = this.typing[key]?.text ?? (shown === undefined ? '' : Array.isArray(shown) ? JSON.stringify(shown) : String(shown));
      control = html`<input
        id=${id}
        type=${numeric ? 'number' : 'text'}
        inputmode=${numeric ? 'numeric' : nothing}
        step=${types.includes('integer') ? '1' : nothing}
        min=${(s?.minimum as number | undefined) ?? nothing}
        max=${(s?.maximum as number | undefined) ?? nothing}
        ?readonly=${this.readonly}
        .value=${text}
        aria-invalid=${common.invalid}
        aria-describedby=${common.described ?? nothing}
        @input=${(e: Event) => this.onInput(field, e)}
        @change=${(e: Event) => this.onChange(field, e)}
      />`;
    }
    return html`<div class="field">
      <label for=${id}>${title}${s && (this.schema?.required as string[] | undefined)?.includes(field.path[0] as string) && field.path.length === 1 ? html`<span aria-hidden="true"> *</span>` : nothing}</label>
      ${control} ${problem ? html`<p class="message" id=${`${id}-message`} role="alert">${problem}</p>` : hint ? html`<p class="hint" id=${`${id}-hint`}>${hint}</p>` : nothing}
    </div>`;
  }

  protected override render() {
    const fields = fieldsOf(this.schema, (this.draft ?? this.values) as Record<string, unknown> | undefined);
    const problems = this.problems;
    const whole = problems.get('');
    return html`<fieldset role="group" aria-label=${this.label}>
      <legend>${this.label}${this.type ? ` (${this.type})` : ''}</legend>
      ${fields.length === 0 ? html`<p class="hint">${this.schema ? 'This type carries no values.' : 'No values, and the ruleset gives no schema for this type.'}</p>` : html`<div class="grid">${fields.map((f) => this.renderField(f, problems))}</div>`}
      ${whole ? html`<p class="message" role="alert">${whole}</p>` : nothing}
    </fieldset>`;
  }
}
