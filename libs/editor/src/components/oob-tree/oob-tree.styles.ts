import { css } from 'lit';

export const oobTreeStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
  }
  .toolbar {
    padding: 6px 10px;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
  }
  .toolbar .hint {
    margin-right: auto;
  }
  .file-button span {
    display: inline-block;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    padding: 4px 10px;
    cursor: pointer;
  }
  .file-button:focus-within span {
    outline: 3px solid var(--ks-focus, #e07b00);
  }
  .body {
    flex: 1;
    min-height: 0;
    display: grid;
    grid-template-columns: minmax(16rem, 26rem) 1fr;
  }
  .tree {
    overflow: auto;
    border-right: 1px solid var(--ks-surface-2, #eee);
    padding: 4px 0;
  }
  .tree .empty {
    padding: 6px 10px;
  }
  .node {
    display: flex;
    gap: 6px;
    align-items: baseline;
    padding: 2px 6px;
    cursor: default;
    white-space: nowrap;
    border: 1px solid transparent;
  }
  .node[aria-selected='true'] {
    background: #dbe7f5;
  }
  .node.drop {
    border-color: var(--ks-accent, #1f5fa8);
    background: #eef4fb;
  }
  .node.side > .label {
    font-weight: 700;
  }
  .node.nationality > .label,
  .node.formation > .label {
    font-weight: 600;
  }
  .twisty {
    width: 12px;
    display: inline-block;
    cursor: pointer;
  }
  .kind {
    color: var(--ks-text-muted, #555);
  }
  .label {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .id {
    font-size: 11px;
    color: var(--ks-text-muted, #555);
    font-weight: normal;
  }
  .detail {
    overflow: auto;
    padding: 10px 14px;
    display: grid;
    gap: 12px;
    align-content: start;
  }
  .notes {
    display: grid;
    gap: 6px;
  }
  .notes td input {
    width: 100%;
  }
  dialog.import {
    max-width: min(90vw, 56rem);
  }
  dialog.import table {
    margin: 6px 0;
    font-size: 13px;
  }
  .problems td:first-child {
    white-space: nowrap;
  }
  .context-menu {
    position: absolute;
    z-index: 10;
    display: grid;
    min-width: 12rem;
    padding: 4px 0;
    background: var(--ks-surface, #fff);
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
  }
  .context-menu [role='menuitem'] {
    border: 0;
    border-radius: 0;
    background: none;
    text-align: left;
    padding: 5px 12px;
  }
  .context-menu [role='menuitem']:hover,
  .context-menu [role='menuitem']:focus {
    background: var(--ks-surface-2, #eee);
  }
  .danger {
    color: var(--ks-danger, #b3261e);
  }
  .delete-row {
    margin: 8px 0;
    gap: 8px;
    align-items: center;
  }
  fieldset.missing ul {
    margin: 4px 0;
    padding-left: 4px;
    list-style: none;
    max-height: 12rem;
    overflow: auto;
  }
  fieldset.missing li {
    display: flex;
    gap: 8px;
    align-items: baseline;
    flex-wrap: wrap;
  }
`;
