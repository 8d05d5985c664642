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
  [role='toolbar'] {
    display: flex;
    gap: 4px;
  }
  [aria-pressed='true'] {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  [aria-pressed='true']:hover {
    background: var(--ks-accent, #1f5fa8) !important;
  }
  kbd {
    font: 11px var(--ks-font-mono, monospace);
    opacity: 0.8;
  }
  ks-map-view {
    flex: 1;
    min-height: 0;
  }
  .error {
    padding: 16px;
    color: var(--ks-error, #b00);
  }
`;
