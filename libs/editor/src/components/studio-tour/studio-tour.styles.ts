import { css } from 'lit';

export const studioTourStyles = css`
  :host {
    position: fixed;
    right: 16px;
    top: 52px;
    z-index: 20;
    width: min(22rem, 90vw);
  }
  :host(:not([visible])) {
    display: none;
  }
  section {
    background: var(--ks-surface, #fff);
    border: 1px solid var(--ks-border, #aaa);
    border-left: 4px solid var(--ks-accent, #1f5fa8);
    border-radius: 6px;
    padding: 10px 14px;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
    font-size: 14px;
    line-height: 1.4;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 16px;
  }
  .counter {
    margin: 0;
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
  .actions {
    display: flex;
    gap: 6px;
    justify-content: flex-end;
    margin: 8px 0 6px;
  }
  .skip {
    margin-right: auto;
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  kbd {
    font: 11px var(--ks-font-mono, monospace);
    padding: 0 4px;
    border: 1px solid var(--ks-border, #bbb);
    border-radius: 3px;
  }
`;
