import { css } from 'lit';

export const minimapStyles = css`
  :host {
    display: block;
    position: relative;
    width: 160px;
    height: 120px;
    border: 1px solid var(--ks-border, #999);
    border-radius: var(--ks-radius, 4px);
    background: rgba(239, 233, 216, 0.92);
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.25);
    overflow: hidden;
    transition: opacity 0.15s;
  }
  /* The whole map is in view: nothing to show, and the map under it stays visible. */
  :host([whole]) {
    opacity: 0;
    pointer-events: none;
  }
  canvas,
  .surface {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  .surface {
    cursor: pointer;
    touch-action: none;
    outline: none;
  }
  .surface:focus-visible {
    box-shadow: inset 0 0 0 3px var(--ks-focus, #e07b00);
  }
  .frame {
    position: absolute;
    box-sizing: border-box;
    border: 2px solid #b3261e;
    background: rgba(179, 38, 30, 0.08);
    pointer-events: none;
  }
`;
