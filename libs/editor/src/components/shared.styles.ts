import { css } from 'lit';

/** Styles every component shares: box sizing, buttons and the visible focus ring. */
export const sharedStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--ks-font, system-ui, sans-serif);
    color: var(--ks-text, #222);
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  button {
    font: inherit;
    color: inherit;
    background: var(--ks-surface, #fff);
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    padding: 4px 10px;
    cursor: pointer;
  }
  button:hover:not([disabled]) {
    background: var(--ks-surface-2, #eee);
  }
  button[disabled] {
    opacity: 0.5;
    cursor: default;
  }
  :focus-visible {
    outline: 3px solid var(--ks-focus, #e07b00);
    outline-offset: 1px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  /* Games and tests run saved code: said while the code editor has unsaved edits. */
  .unsaved-code {
    margin: 4px 8px;
    padding: 4px 8px;
    background: #fff4d6;
    border: 1px solid #e0b84c;
    border-radius: 4px;
    font-size: 13px;
  }
`;
