import { css } from 'lit';
import { dialogStyles } from '../dialog.styles';

export const shortcutHelpStyles = [
  dialogStyles,
  css`
    table {
      border-collapse: collapse;
      font-size: 14px;
      width: 100%;
    }
    th,
    td {
      text-align: left;
      padding: 3px 12px 3px 0;
      border-bottom: 1px solid var(--ks-border, #ddd);
    }
    kbd {
      font: 12px var(--ks-font-mono, monospace);
      padding: 1px 5px;
      border: 1px solid var(--ks-border, #bbb);
      border-radius: 3px;
      background: var(--ks-surface-2, #f3f3f3);
    }
    .note {
      color: var(--ks-text-muted, #555);
      font-size: 13px;
    }
  `,
];
