import { css } from 'lit';

export const placesFieldStyles = css`
  :host {
    display: block;
    height: auto;
    background: transparent;
  }
  .places {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    align-items: center;
  }
  .place {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 3px;
    align-items: center;
  }
  .place .message {
    flex-basis: 100%;
  }
  .or {
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
`;
