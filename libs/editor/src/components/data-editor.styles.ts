import { css } from 'lit';

/** Styles the data editors share: panes, form fields with inline messages, tables and tab bars. */
export const dataEditorStyles = css`
  :host {
    display: block;
    height: 100%;
    min-height: 0;
    background: var(--ks-surface, #fff);
    font-size: 14px;
  }
  h2,
  h3 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  h3 {
    font-size: 14px;
  }
  label.field,
  .field {
    display: grid;
    gap: 2px;
    font-size: 13px;
  }
  .field > span:first-child {
    color: var(--ks-text-muted, #555);
  }
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    padding: 3px 6px;
    background: var(--ks-surface, #fff);
    min-width: 0;
  }
  input[type='checkbox'] {
    width: 16px;
    height: 16px;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: var(--ks-error, #b00);
    background: #fff4f3;
  }
  .message {
    color: var(--ks-error, #b00);
    font-size: 12px;
    margin: 0;
  }
  .hint {
    color: var(--ks-text-muted, #555);
    font-size: 12px;
    margin: 0;
  }
  .grid {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 8px 12px;
    align-items: start;
  }
  .row {
    display: flex;
    gap: 6px;
    align-items: center;
    flex-wrap: wrap;
  }
  .tabs {
    display: flex;
    gap: 2px;
    padding: 4px 8px 0;
    border-bottom: 1px solid var(--ks-border, #ccc);
    background: var(--ks-surface-2, #eee);
  }
  .tabs button {
    border-bottom: none;
    border-radius: 4px 4px 0 0;
    background: transparent;
  }
  .tabs button[aria-selected='true'] {
    background: var(--ks-surface, #fff);
    font-weight: 600;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    border-bottom: 1px solid var(--ks-surface-2, #eee);
    padding: 3px 4px;
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 12px;
    color: var(--ks-text-muted, #555);
    font-weight: 600;
  }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    padding: 0 2px 0 6px;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: 10px;
    font-size: 12px;
    background: var(--ks-surface-2, #eee);
  }
  .chip button {
    border: none;
    padding: 0 4px;
    background: transparent;
    font-size: 12px;
  }
  button.small {
    padding: 1px 6px;
    font-size: 12px;
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  .primary:hover:not([disabled]) {
    background: #174d8a;
  }
  fieldset {
    border: 1px solid var(--ks-surface-2, #ddd);
    border-radius: 4px;
    margin: 0;
    padding: 6px 8px 8px;
  }
  legend {
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
`;
