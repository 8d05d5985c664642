import { css } from 'lit';

export const gridSettingsStyles = css`
  :host {
    display: block;
    font-size: 13px;
  }
  h2 {
    font-size: 14px;
    margin: 0 0 8px;
  }
  fieldset {
    border: 1px solid var(--ks-border, #ccc);
    border-radius: var(--ks-radius, 4px);
    margin: 0 0 10px;
    padding: 6px 10px 10px;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 8px;
    align-items: center;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    color: var(--ks-text-muted, #555);
  }
  input,
  select {
    font: inherit;
    padding: 3px 6px;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    background: var(--ks-surface, #fff);
    min-width: 0;
  }
  input:disabled,
  select:disabled {
    opacity: 0.55;
  }
  .preview {
    margin: 0 0 10px;
    padding: 6px 10px;
    background: var(--ks-surface-2, #eee);
    border-radius: var(--ks-radius, 4px);
  }
  .preview dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px 10px;
    margin: 4px 0 0;
  }
  .preview dd {
    margin: 0;
    font-family: var(--ks-font-mono, monospace);
    font-weight: 600;
  }
  .problems {
    color: var(--ks-error, #b00);
    margin: 0 0 10px;
    padding-left: 18px;
  }
  .problems:empty {
    display: none;
  }
  .hint {
    color: var(--ks-text-muted, #555);
    margin: 4px 0 10px;
  }
  .actions {
    display: flex;
    gap: 6px;
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  .primary:hover:not([disabled]) {
    background: #174d8a !important;
  }
  dialog ul {
    max-height: 16rem;
    overflow: auto;
    padding-left: 18px;
  }
`;
