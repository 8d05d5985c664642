import { css } from 'lit';

/** Styles of the studio's modal dialogs (native <dialog>: focus trap and Escape for free). */
export const dialogStyles = css`
  dialog {
    max-width: 36rem;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: 6px;
    padding: 16px 20px;
    background: var(--ks-surface, #fff);
    color: var(--ks-text, #222);
    box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  }
  dialog::backdrop {
    background: rgba(30, 25, 15, 0.35);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 17px;
  }
  p,
  li {
    font-size: 14px;
    line-height: 1.4;
  }
  code {
    font-family: var(--ks-font-mono, monospace);
    font-size: 13px;
  }
  .actions {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    margin-top: 16px;
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  .primary:hover {
    background: #174d8a !important;
  }
`;
