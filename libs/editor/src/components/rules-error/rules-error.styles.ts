import { css } from 'lit';

export const rulesErrorStyles = css`
  :host {
    display: block;
  }
  section {
    border: 1px solid var(--ks-error, #b3261e);
    border-left-width: 5px;
    border-radius: var(--ks-radius, 4px);
    background: #fdf1f0;
    padding: 8px 12px;
    font-size: 13px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 14px;
    color: var(--ks-error, #b3261e);
  }
  .context {
    font-weight: normal;
    color: var(--ks-text, #222);
  }
  p {
    margin: 4px 0;
  }
  .message {
    font-family: var(--ks-font-mono, monospace);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .code {
    color: var(--ks-text-muted, #555);
    font-size: 12px;
  }
  button.link {
    background: none;
    border: none;
    padding: 0;
    color: var(--ks-accent, #1f5fa8);
    text-decoration: underline;
    font-family: var(--ks-font-mono, monospace);
    font-size: 12px;
  }
  button.link:hover {
    background: none;
    color: #0d3b73;
  }
  details {
    margin-top: 4px;
  }
  summary {
    cursor: pointer;
    color: var(--ks-text-muted, #555);
  }
  .stack {
    list-style: none;
    margin: 4px 0 0;
    padding: 0 0 0 8px;
    font-family: var(--ks-font-mono, monospace);
    font-size: 12px;
  }
  .note {
    color: var(--ks-text-muted, #555);
    font-style: italic;
  }
`;
