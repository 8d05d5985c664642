import { css } from 'lit';

export const jsonViewStyles = css`
  :host {
    display: block;
    overflow: auto;
    height: 100%;
    background: var(--ks-surface, #fff);
  }
  .note {
    margin: 0;
    padding: 6px 10px;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
    border-bottom: 1px solid var(--ks-surface-2, #eee);
  }
  ol {
    margin: 0;
    padding: 4px 0 4px 4.5em;
    font: 12px/1.45 var(--ks-font-mono, monospace);
    white-space: pre;
    color: var(--ks-text, #222);
  }
  li::marker {
    color: var(--ks-text-muted, #888);
  }
  li.selected {
    background: #fde7c2;
    outline: 1px solid var(--ks-focus, #e07b00);
  }
`;
