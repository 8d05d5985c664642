import { css } from 'lit';

export const valuesEditorStyles = css`
  :host {
    height: auto;
  }
  input[type='number'] {
    width: 7em;
  }
`;
