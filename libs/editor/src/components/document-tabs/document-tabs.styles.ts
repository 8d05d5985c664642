import { css } from 'lit';

export const documentTabsStyles = css`
  :host {
    display: block;
    background: var(--ks-surface-2, #eee);
    border-bottom: 1px solid var(--ks-border, #ccc);
  }
  [role='tablist'] {
    display: flex;
    overflow-x: auto;
  }
  .tab {
    display: flex;
    align-items: center;
    border-right: 1px solid var(--ks-border, #ccc);
  }
  .tab.selected {
    background: var(--ks-surface, #fff);
    box-shadow: inset 0 -3px 0 var(--ks-accent, #1f5fa8);
  }
  button {
    border: 0;
    border-radius: 0;
    background: transparent;
    white-space: nowrap;
    font-size: 13px;
  }
  [role='tab'] {
    padding: 6px 4px 6px 10px;
  }
  .close {
    padding: 2px 6px;
    color: var(--ks-text-muted, #555);
  }
  .dirty {
    color: var(--ks-accent, #1f5fa8);
    margin-left: 4px;
  }
  .empty {
    padding: 6px 10px;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .detail {
    font-size: 11px;
    font-weight: normal;
    color: var(--ks-text-muted, #555);
  }
`;
