import { css } from 'lit';

export const mapEditorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    height: 100%;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-bottom: 1px solid var(--ks-border, #ccc);
    background: var(--ks-surface, #fff);
  }
  .toolbar.secondary {
    background: var(--ks-bg, #f6f4ee);
    padding: 4px 8px;
    min-height: 36px;
  }
  [role='toolbar'],
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  [role='tablist'] {
    margin-left: 8px;
  }
  [aria-pressed='true'],
  [aria-selected='true'] {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  [aria-pressed='true']:hover,
  [aria-selected='true']:hover {
    background: var(--ks-accent, #1f5fa8) !important;
  }
  kbd {
    font: 11px var(--ks-font-mono, monospace);
    opacity: 0.8;
  }
  .counters {
    margin-left: auto;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .counters select {
    font: inherit;
    color: var(--ks-text, #222);
    margin-left: 4px;
    max-width: 16rem;
  }
  .export {
    display: flex;
    align-items: center;
    gap: 4px;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .hint {
    margin: 0;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .body {
    flex: 1;
    display: flex;
    min-height: 0;
  }
  ks-map-view {
    flex: 1;
    min-width: 0;
    min-height: 0;
  }
  aside {
    width: 19rem;
    flex: none;
    overflow: auto;
    padding: 10px;
    border-left: 1px solid var(--ks-border, #ccc);
    background: var(--ks-surface, #fff);
  }
  ks-area-map-editor {
    flex: 1;
    min-height: 0;
  }
  .error {
    padding: 16px;
    color: var(--ks-error, #b00);
  }
`;
