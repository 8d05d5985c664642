import { css } from 'lit';

export const studioShellStyles = css`
  :host {
    display: grid;
    grid-template-columns: minmax(200px, 17rem) 1fr;
    grid-template-rows: auto 1fr 6px minmax(120px, 26vh) auto;
    grid-template-areas:
      'header header'
      'aside main'
      'aside divider'
      'aside panel'
      'footer footer';
    height: 100vh;
    background: var(--ks-bg, #f6f4ee);
  }
  header {
    grid-area: header;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 10px;
    background: #2b2a26;
    color: #f4efe2;
  }
  header h1 {
    font-size: 15px;
    margin: 0 12px 0 0;
    letter-spacing: 0.03em;
  }
  header .scenario {
    font-size: 13px;
    opacity: 0.85;
    margin-right: auto;
  }
  header button {
    background: #3d3b35;
    color: #f4efe2;
    border-color: #5a574d;
  }
  header button:hover:not([disabled]) {
    background: #4d4a42;
  }
  ks-document-list {
    grid-area: aside;
    border-right: 1px solid var(--ks-border, #ccc);
    min-height: 0;
  }
  main {
    grid-area: main;
    display: flex;
    flex-direction: column;
    min-height: 0;
    min-width: 0;
  }
  .document {
    flex: 1;
    min-height: 0;
    overflow: hidden;
  }
  .document > * {
    height: 100%;
  }
  .panels {
    grid-area: panel;
    display: flex;
    flex-direction: column;
    min-height: 0;
  }
  .panels > ks-validation-panel,
  .panel {
    flex: 1;
    min-height: 0;
  }
  .panel {
    display: flex;
    flex-direction: column;
  }
  .panel[hidden] {
    display: none;
  }
  .panel > * {
    flex: 1;
    min-height: 0;
  }
  .panel-tabs {
    display: flex;
    gap: 2px;
    padding: 2px 6px 0;
    background: var(--ks-surface-2, #eee);
    border-bottom: 1px solid var(--ks-border, #ccc);
  }
  .panel-tabs button {
    border-bottom: none;
    border-radius: var(--ks-radius, 4px) var(--ks-radius, 4px) 0 0;
    padding: 3px 12px;
    font-size: 13px;
  }
  .panel-tabs button[aria-selected='true'] {
    background: var(--ks-surface, #fff);
    font-weight: 600;
  }
  .panel-tabs .maximise {
    margin-left: auto;
    border: none;
    background: none;
  }
  /* A board or charts need room: the document keeps a strip above them, or none when maximised. */
  :host([panel-large]) {
    grid-template-rows: auto minmax(100px, 28vh) 6px 1fr auto;
  }
  /* The person dragged the divider: their height, kept across reloads. */
  :host([panel-sized]) {
    grid-template-rows: auto 1fr 6px var(--ks-panel-height, 26vh) auto;
  }
  :host([panel-maximised]) {
    grid-template-rows: auto 0 0 1fr auto;
  }
  :host([panel-maximised]) main,
  :host([panel-maximised]) .divider {
    display: none;
  }
  .divider {
    grid-area: divider;
    cursor: row-resize;
    background: var(--ks-border, #ccc);
    touch-action: none;
  }
  .divider:hover,
  .divider:focus-visible,
  .divider.dragging {
    background: var(--ks-accent, #1f5fa8);
    outline: none;
  }
  header .help {
    min-width: 2em;
  }
  ks-status-bar {
    grid-area: footer;
  }
  .loading,
  .failure {
    padding: 24px;
  }
  .failure {
    color: var(--ks-error, #b00);
  }
`;
