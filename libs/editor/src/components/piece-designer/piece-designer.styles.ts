import { css } from 'lit';

export const pieceDesignerStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  .toolbar {
    padding: 6px 10px;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
    justify-content: space-between;
  }
  .body {
    flex: 1;
    min-height: 0;
    display: grid;
    grid-template-columns: minmax(14rem, 18rem) 1fr;
  }
  .pieces {
    overflow: auto;
    border-right: 1px solid var(--ks-surface-2, #eee);
    padding: 6px;
  }
  .pieces ul {
    list-style: none;
    margin: 0 0 10px;
    padding: 0;
  }
  .pieces button {
    display: grid;
    grid-template-columns: auto 1fr;
    grid-template-rows: auto auto;
    column-gap: 8px;
    align-items: center;
    width: 100%;
    text-align: left;
    border-color: transparent;
    padding: 3px 6px;
  }
  .pieces button ks-counter-face {
    grid-row: span 2;
  }
  .pieces button[aria-current='true'] {
    background: #dbe7f5;
    border-color: var(--ks-accent, #1f5fa8);
  }
  .name {
    font-size: 13px;
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
  .preview {
    display: flex;
    gap: 32px;
    flex-wrap: wrap;
    align-items: flex-end;
  }
  .faces {
    gap: 16px;
    align-items: flex-end;
  }
  figure {
    margin: 0;
    text-align: center;
  }
  figcaption {
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
  .faces-form {
    display: grid;
    gap: 10px;
  }
  .color .row {
    gap: 4px;
  }
  input[type='color'] {
    width: 40px;
    height: 26px;
    padding: 1px;
  }
  .checkbox {
    align-content: start;
  }
  .new-unit {
    display: grid;
    gap: 8px;
    padding: 10px;
    border: 2px solid var(--ks-accent, #1f5fa8);
    border-radius: 6px;
    background: #f3f7fc;
  }
  dialog.sheet {
    max-width: min(90vw, 60rem);
  }
  .sheet-pages figure {
    flex: 1;
  }
  .page {
    width: 100%;
    aspect-ratio: 210 / 297;
    border: 1px solid var(--ks-border, #ccc);
    max-height: 60vh;
  }
  .page svg {
    width: 100%;
    height: 100%;
  }
`;
