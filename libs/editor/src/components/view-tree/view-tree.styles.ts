import { css } from 'lit';

export const viewTreeStyles = css`
  :host {
    display: block;
    font: 12px/1.5 var(--ks-font-mono, monospace);
    overflow: auto;
  }
  ul {
    list-style: none;
    margin: 0;
    padding-left: 14px;
  }
  ul.root {
    padding-left: 0;
  }
  summary {
    cursor: pointer;
  }
  .key {
    color: #6b3a9b;
  }
  .preview,
  .more {
    color: var(--ks-text-muted, #666);
  }
  .string {
    color: #2e6b30;
  }
  .number {
    color: #1f5fa8;
  }
  .boolean,
  .null {
    color: #a0522d;
  }
  .leaf {
    padding-left: 12px;
  }
`;
