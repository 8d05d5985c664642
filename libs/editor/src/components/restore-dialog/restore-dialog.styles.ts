import { css } from 'lit';
import { dialogStyles } from '../dialog.styles';

export const restoreDialogStyles = [
  dialogStyles,
  css`
    ul {
      padding-left: 1.2em;
    }
    .warn {
      color: var(--ks-warning, #850);
    }
  `,
];
