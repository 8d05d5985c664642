import { css } from 'lit';

export const placeInspectorStyles = css`
  :host {
    display: block;
    font-size: 13px;
  }
  h2 {
    font-size: 14px;
    margin: 0 0 8px;
  }
  form {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 8px;
    align-items: center;
  }
  label {
    color: var(--ks-text-muted, #555);
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 3px 6px;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    background: var(--ks-surface, #fff);
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--ks-error, #b00);
    box-shadow: inset 0 0 0 1px var(--ks-error, #b00);
  }
  textarea {
    min-height: 3.5em;
    resize: vertical;
  }
  .full {
    grid-column: 1 / -1;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 10px;
  }
  .danger {
    color: var(--ks-error, #b00);
    border-color: currentColor;
  }
  .hint {
    color: var(--ks-text-muted, #555);
    margin: 6px 0 0;
  }
  .error {
    color: var(--ks-error, #b00);
    margin: 6px 0 0;
  }
  .error:empty {
    display: none;
  }
  ul[role='list'] {
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  ul[role='list'] li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .hexes {
    font-family: var(--ks-font-mono, monospace);
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;
