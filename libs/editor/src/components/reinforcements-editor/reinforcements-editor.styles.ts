import { css } from 'lit';

export const reinforcementsEditorStyles = css`
  :host {
    overflow: auto;
  }
  .sections {
    display: grid;
    gap: 18px;
    padding: 10px 14px;
  }
  section {
    display: grid;
    gap: 6px;
  }
  .head {
    justify-content: space-between;
  }
  .head h2 {
    margin: 0;
  }
  input.num {
    width: 5em;
  }
  .units {
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    align-items: center;
    max-width: 28rem;
  }
  .chip.unknown {
    border-color: var(--ks-error, #b00);
  }
  select.add-unit {
    font-size: 12px;
    max-width: 9rem;
  }
  tr.highlight,
  fieldset.highlight {
    background: #fde7c2;
    outline: 1px solid var(--ks-focus, #e07b00);
  }
  .actions {
    flex-wrap: nowrap;
    gap: 2px;
  }
  fieldset {
    display: grid;
    gap: 4px;
  }
`;
