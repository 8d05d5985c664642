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
  .pick {
    margin-left: 6px;
    padding: 0 5px;
    font: inherit;
    line-height: 1.2;
    border: 1px solid var(--ks-border, #bbb);
    border-radius: 3px;
    background: transparent;
    color: var(--ks-text-muted, #666);
    cursor: pointer;
    opacity: 0.55;
  }
  li:hover > .pick,
  summary:hover > .pick,
  .pick:focus-visible,
  .pick[aria-pressed='true'] {
    opacity: 1;
  }
  .pick[aria-pressed='true'] {
    background: #1f5fa8;
    border-color: #1f5fa8;
    color: #fff;
  }
  .picked > .key,
  .picked > details > summary > .key {
    font-weight: bold;
  }
`;
