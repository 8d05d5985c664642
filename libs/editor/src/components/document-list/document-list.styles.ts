import { css } from 'lit';

export const documentListStyles = css`
  :host {
    display: block;
    overflow: auto;
    background: var(--ks-surface, #fff);
    font-size: 13px;
  }
  h2 {
    font-size: 13px;
    margin: 8px 8px 4px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--ks-text-muted, #555);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  h2 {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  .fold-all {
    font-size: 11px;
    padding: 0 6px;
    text-transform: none;
    letter-spacing: 0;
  }
  .filter {
    display: block;
    box-sizing: border-box;
    width: calc(100% - 16px);
    margin: 0 8px 6px;
  }
  .fold {
    font-weight: 600;
  }
  .mod > .fold {
    padding-left: 4px;
  }
  .folder > .fold {
    padding-left: 14px;
    font-weight: 500;
  }
  .folder li button {
    padding-left: 28px;
  }
  .chevron {
    width: 1em;
    color: var(--ks-text-muted, #555);
  }
  .count {
    font-size: 11px;
    color: var(--ks-text-muted, #555);
  }
  .empty {
    margin: 8px;
    color: var(--ks-text-muted, #555);
  }
  li button,
  .fold {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    text-align: left;
    border: 0;
    border-radius: 0;
    padding: 3px 8px 3px 16px;
    background: transparent;
  }
  li button[aria-current='page'] {
    background: var(--ks-surface-2, #eee);
    font-weight: 600;
    box-shadow: inset 3px 0 0 var(--ks-accent, #1f5fa8);
  }
  .kind {
    font: 10px var(--ks-font-mono, monospace);
    padding: 0 4px;
    border: 1px solid var(--ks-border, #ccc);
    border-radius: 3px;
    color: var(--ks-text-muted, #555);
    min-width: 4.5em;
    text-align: center;
  }
  .name {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .dirty {
    color: var(--ks-accent, #1f5fa8);
  }
`;
