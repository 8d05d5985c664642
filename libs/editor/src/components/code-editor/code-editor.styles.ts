import { css } from 'lit';

export const codeEditorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 240px;
    height: 100%;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    overflow: hidden;
    background: var(--ks-surface, #fff);
  }
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 8px;
    border-bottom: 1px solid var(--ks-border, #aaa);
    background: var(--ks-surface-2, #f3f3f3);
    font-size: 13px;
  }
  .path {
    font-family: var(--ks-font-mono, monospace);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .dirty {
    color: var(--ks-accent, #1f5fa8);
  }
  .spacer {
    flex: 1;
  }
  .errors:not([disabled]) {
    color: var(--ks-error, #b3261e);
    border-color: var(--ks-error, #b3261e);
  }
  .conflict {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 8px;
    padding: 6px 8px;
    background: #fff4e0;
    border-bottom: 1px solid #e0a040;
    font-size: 13px;
  }
  .note {
    margin: 0;
    padding: 6px 8px;
    font-size: 13px;
    color: var(--ks-text-muted, #555);
  }
  .monaco {
    flex: 1;
    min-height: 0;
    position: relative;
    /* Monaco lays itself out with content-box sizes; the shared border-box rule must not reach it. */
    box-sizing: content-box;
  }
  .monaco :focus-visible {
    outline: none;
  }
`;
