import { css } from 'lit';

export const deleteDialogStyles = css`
  :host {
    display: contents;
  }
  .references {
    max-height: 14rem;
    overflow: auto;
    margin: 0;
    padding-left: 18px;
  }
  .references .doc {
    font-weight: 600;
  }
  .references .role,
  .references em {
    color: var(--ks-text-muted, #666);
  }
  .references .stays {
    list-style: circle;
  }
  .danger {
    background: var(--ks-danger, #b3261e);
    color: #fff;
    border-color: var(--ks-danger, #b3261e);
  }
`;
