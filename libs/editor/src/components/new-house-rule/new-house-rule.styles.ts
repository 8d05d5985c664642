import { css } from 'lit';
import { dialogStyles } from '../dialog.styles';

export const newHouseRuleStyles = [
  dialogStyles,
  css`
    dialog {
      width: 40rem;
    }
    form > label {
      display: flex;
      flex-direction: column;
      gap: 2px;
      margin-bottom: 8px;
      font-size: 13px;
    }
    fieldset {
      max-height: 40vh;
      overflow: auto;
      font-size: 13px;
    }
    fieldset ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    fieldset li {
      margin-bottom: 6px;
    }
    .description {
      display: block;
      margin-left: 22px;
      color: var(--ks-text-muted, #666);
    }
    .error {
      color: var(--ks-error, #a1221b);
      font-weight: 600;
    }
  `,
];
