import { css } from 'lit';

export const oobEditorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  .head {
    background: var(--ks-surface-2, #eee);
    border-bottom: 1px solid var(--ks-border, #ccc);
  }
  .tabs {
    border-bottom: none;
  }
  .scenarios {
    list-style: none;
    margin: 0;
    padding: 4px 10px 6px;
    font-size: 13px;
    display: grid;
    gap: 4px;
  }
  .scenarios li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  .chip.current {
    background: #dbe7f5;
    border-color: var(--ks-accent, #1f5fa8);
  }
  .search {
    padding: 0 10px 6px;
  }
  .search input {
    flex: 1;
    max-width: 28rem;
  }
  .search .count {
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
  .view {
    flex: 1;
    min-height: 0;
  }
  .view > * {
    height: 100%;
  }
`;
