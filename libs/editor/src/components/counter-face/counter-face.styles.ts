import { css } from 'lit';

export const counterFaceStyles = css`
  :host {
    display: inline-block;
    line-height: 0;
  }
  svg {
    display: block;
    filter: drop-shadow(0 1px 1px rgba(0, 0, 0, 0.35));
  }
`;
