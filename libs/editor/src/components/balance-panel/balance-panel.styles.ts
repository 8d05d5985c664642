import { css } from 'lit';

export const balancePanelStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-height: 0;
    height: 100%;
    overflow: auto;
    padding: 8px 12px;
    background: var(--ks-surface, #fff);
    font-size: 13px;
  }
  h2 {
    font-size: 15px;
    margin: 0 8px 0 0;
  }
  .settings {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 14px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
  }
  input,
  select {
    font: inherit;
    padding: 2px 4px;
  }
  input[type='number'] {
    width: 7em;
  }
  .bots {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
    margin: 0;
    padding: 2px 8px 4px;
    border: 1px solid var(--ks-border, #ccc);
    border-radius: var(--ks-radius, 4px);
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  .primary:hover:not([disabled]) {
    background: #174d8a;
  }
  .cancel {
    border-color: var(--ks-error, #b3261e);
    color: var(--ks-error, #b3261e);
  }
  .progress {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  progress {
    flex: 0 1 28rem;
    height: 16px;
  }
  .figures {
    margin: 0;
    color: var(--ks-text-muted, #555);
  }
  code {
    font-family: var(--ks-font-mono, monospace);
    font-size: 12px;
    color: var(--ks-text, #222);
  }
  .variant {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  .variant .problem {
    color: var(--ks-error, #b00);
  }
  .empty,
  .none,
  .when {
    color: var(--ks-text-muted, #555);
  }
  .history h3 {
    font-size: 14px;
    margin: 8px 0 4px;
  }
  .history table {
    border-collapse: collapse;
  }
  .history th,
  .history td {
    text-align: left;
    padding: 2px 8px 2px 0;
    border-bottom: 1px solid var(--ks-border, #ddd);
  }
  .comparison {
    margin-top: 8px;
  }
  .comparison caption {
    text-align: left;
    padding-bottom: 4px;
  }
  .comparison tr.significant .verdict {
    font-weight: 600;
    color: var(--ks-accent, #1f5fa8);
  }
`;
