import { css } from 'lit';
import { dialogStyles } from '../dialog.styles';

export const testRecorderStyles = [
  dialogStyles,
  css`
    dialog {
      max-width: min(72rem, 94vw);
      width: 72rem;
    }
    .summary {
      margin: 0 0 10px;
      color: var(--ks-text-muted, #555);
    }
    .fields {
      display: grid;
      grid-template-columns: 2fr 1fr 1.5fr;
      gap: 10px;
    }
    .fields label {
      display: flex;
      flex-direction: column;
      gap: 2px;
      font-size: 13px;
    }
    .pick-area {
      display: grid;
      grid-template-columns: 1.4fr 1fr;
      grid-template-rows: auto 1fr;
      gap: 6px 14px;
      margin-top: 12px;
      height: min(50vh, 420px);
    }
    .sources {
      grid-column: 1;
      display: flex;
      flex-wrap: wrap;
      gap: 12px;
      font-size: 13px;
    }
    .values {
      grid-column: 1;
      grid-row: 2;
      border: 1px solid var(--ks-border, #ccc);
      border-radius: 4px;
      padding: 4px 6px;
      min-height: 0;
    }
    .picks {
      grid-column: 2;
      grid-row: 1 / span 2;
      overflow: auto;
      min-height: 0;
    }
    .picks h3 {
      margin: 0 0 4px;
      font-size: 14px;
    }
    .picks ol {
      margin: 0;
      padding-left: 20px;
    }
    .picks li {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 2px 6px;
      margin-bottom: 6px;
    }
    .picks li code {
      grid-column: 1 / span 2;
      overflow-wrap: anywhere;
    }
    .hint {
      color: var(--ks-text-muted, #666);
    }
    .preview pre {
      max-height: 30vh;
      overflow: auto;
      font-size: 12px;
      background: var(--ks-surface-sunken, #f4f1ea);
      padding: 6px;
    }
    .error {
      color: var(--ks-error, #a1221b);
      font-weight: 600;
    }
  `,
];
