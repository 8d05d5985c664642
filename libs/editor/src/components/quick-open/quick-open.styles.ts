import { css } from 'lit';
import { dialogStyles } from '../dialog.styles';

export const quickOpenStyles = [
  dialogStyles,
  css`
    dialog {
      width: min(40rem, 90vw);
      margin-top: 10vh;
      padding: 8px;
    }
    input {
      width: 100%;
      box-sizing: border-box;
      font-size: 15px;
      padding: 6px 8px;
    }
    ul {
      list-style: none;
      margin: 6px 0 0;
      padding: 0;
      max-height: 50vh;
      overflow: auto;
    }
    li {
      padding: 3px 8px;
      font: 13px var(--ks-font-mono, monospace);
      cursor: pointer;
      border-radius: 3px;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    li[aria-selected='true'] {
      background: var(--ks-accent, #1f5fa8);
      color: var(--ks-accent-text, #fff);
    }
    mark {
      background: none;
      color: inherit;
      font-weight: 700;
      text-decoration: underline;
    }
    .empty {
      margin: 8px;
      color: var(--ks-text-muted, #555);
    }
  `,
];
