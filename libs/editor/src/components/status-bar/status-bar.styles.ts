import { css } from 'lit';

export const statusBarStyles = css`
  :host {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 3px 10px;
    font-size: 12px;
    background: var(--ks-surface-2, #eee);
    border-top: 1px solid var(--ks-border, #ccc);
    min-height: 24px;
  }
  .path {
    font-family: var(--ks-font-mono, monospace);
  }
  .dirty {
    color: var(--ks-accent, #1f5fa8);
    font-weight: 600;
  }
  .error {
    color: var(--ks-error, #b00);
    font-weight: 600;
  }
  .message {
    margin-left: auto;
  }
`;
