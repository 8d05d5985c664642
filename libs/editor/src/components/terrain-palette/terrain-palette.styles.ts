import { css } from 'lit';

export const terrainPaletteStyles = css`
  :host {
    display: block;
  }
  [role='radiogroup'] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 3px 8px;
  }
  button[aria-checked='true'] {
    border-color: var(--ks-accent, #1f5fa8);
    box-shadow: inset 0 0 0 2px var(--ks-accent, #1f5fa8);
    font-weight: 600;
  }
  .swatch {
    width: 14px;
    height: 14px;
    border: 1px solid rgba(0, 0, 0, 0.4);
    border-radius: 2px;
  }
`;
