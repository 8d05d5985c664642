import { css } from 'lit';

export const oobTableStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  .toolbar {
    padding: 6px 10px;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
  }
  .scroll {
    flex: 1;
    min-height: 0;
    overflow: auto;
  }
  table {
    font-size: 13px;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--ks-surface, #fff);
    padding: 0;
    white-space: nowrap;
  }
  thead button {
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    padding: 4px 6px;
    width: 100%;
    text-align: left;
    cursor: pointer;
  }
  td {
    white-space: nowrap;
    padding: 2px 6px;
    cursor: default;
    max-width: 24rem;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  td[aria-readonly='true'] {
    color: var(--ks-text-muted, #555);
  }
  tr[aria-selected='true'] td {
    background: #eef4fb;
  }
  td:focus {
    outline: 2px solid var(--ks-focus, #e07b00);
    outline-offset: -2px;
  }
  td.editing {
    padding: 0;
  }
  td.editing input {
    width: 100%;
    min-width: 8rem;
    box-sizing: border-box;
  }
  .problem {
    padding: 4px 10px;
  }
  .paste-problems ul {
    margin: 2px 0;
    padding-left: 18px;
  }
  .empty {
    padding: 10px;
  }
`;
