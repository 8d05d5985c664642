import { css } from 'lit';

export const validationPanelStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    background: var(--ks-surface, #fff);
  }
  header {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 4px 8px;
    border-bottom: 1px solid var(--ks-border, #ccc);
  }
  h2 {
    font-size: 14px;
    margin: 0;
  }
  .counts {
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .error-count {
    color: var(--ks-error, #b00);
    font-weight: 600;
  }
  .warning-count {
    color: var(--ks-warning, #850);
    font-weight: 600;
  }
  label {
    margin-left: auto;
    font-size: 13px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    overflow: auto;
    flex: 1;
  }
  li button {
    display: grid;
    grid-template-columns: 1.2em minmax(8em, max-content) minmax(6em, max-content) 1fr;
    gap: 8px;
    width: 100%;
    text-align: left;
    border: 0;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
    border-radius: 0;
    padding: 3px 8px;
    font-size: 13px;
    background: transparent;
  }
  .severity-error {
    color: var(--ks-error, #b00);
  }
  .severity-warning {
    color: var(--ks-warning, #850);
  }
  .file {
    font-family: var(--ks-font-mono, monospace);
    white-space: nowrap;
  }
  .pointer {
    font-family: var(--ks-font-mono, monospace);
    color: var(--ks-text-muted, #555);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .empty {
    padding: 8px;
    font-size: 13px;
    color: var(--ks-ok, #363);
  }
`;
