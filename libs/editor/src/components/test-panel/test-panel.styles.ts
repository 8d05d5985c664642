import { css } from 'lit';

export const testPanelStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    background: var(--ks-surface, #fff);
    font-size: 13px;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 4px 8px;
    border-bottom: 1px solid var(--ks-border, #ccc);
  }
  h2 {
    font-size: 14px;
    margin: 0;
  }
  .summary {
    margin-left: auto;
    color: var(--ks-text-muted, #555);
  }
  progress {
    width: 100%;
    height: 6px;
  }
  .failure {
    color: var(--ks-error, #b00);
    margin: 4px 8px;
  }
  .run-group {
    font-size: 11px;
    padding: 0 6px;
  }
  .groups {
    overflow: auto;
    flex: 1;
  }
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-size: 12px;
    font-weight: 600;
    margin: 0;
    padding: 4px 8px;
    background: var(--ks-surface-2, #f4f4f4);
    color: var(--ks-text-muted, #555);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .row {
    display: grid;
    grid-template-columns: 1.4em 1fr max-content max-content max-content 2em;
    align-items: center;
    gap: 8px;
    padding: 2px 8px;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
  }
  .row:focus-visible {
    outline: 2px solid var(--ks-focus, #2563eb);
    outline-offset: -2px;
  }
  .icon {
    text-align: center;
  }
  .status-passed .icon,
  .status-expected-failure .icon {
    color: var(--ks-success, #176c2b);
  }
  .status-failed .icon,
  .status-unexpected-pass .icon {
    color: var(--ks-error, #b00);
  }
  .status-skipped .icon,
  .status-not-run .icon {
    color: var(--ks-text-muted, #777);
  }
  .status-running .icon {
    display: inline-block;
    animation: spin 1s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .status-running .icon {
      animation: none;
    }
  }
  .name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .rule,
  .file,
  .ms {
    color: var(--ks-text-muted, #666);
    font-size: 12px;
  }
  .run-one {
    padding: 0 4px;
  }
  .note {
    margin: 2px 8px 4px 2.8em;
    color: var(--ks-text-muted, #555);
  }
  .failures {
    margin: 2px 8px 6px 2.8em;
  }
  .failure-item {
    padding: 2px 0;
  }
  .where,
  .rules-at {
    font-family: var(--ks-mono, monospace);
    margin-right: 6px;
  }
  .rules-at {
    margin-left: 6px;
  }
  .diff,
  .values {
    margin: 2px 0 2px 1em;
    font-family: var(--ks-mono, monospace);
    font-size: 12px;
  }
  .diff .path {
    font-weight: 600;
  }
  .values {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0 8px;
  }
  .values dt {
    color: var(--ks-text-muted, #555);
  }
  .values dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
