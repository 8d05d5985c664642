import { css } from 'lit';

export const newUnitDialogStyles = css`
  :host {
    display: contents;
  }
  form.grid {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px 12px;
    min-width: 28rem;
  }
  .values,
  .actions {
    grid-column: 1 / -1;
  }
`;
