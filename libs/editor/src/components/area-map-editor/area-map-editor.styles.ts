import { css } from 'lit';

export const areaMapEditorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 240px;
    height: 100%;
    font-size: 13px;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    padding: 6px 8px;
    border-bottom: 1px solid var(--ks-border, #ccc);
    background: var(--ks-surface, #fff);
  }
  .toolbar label {
    color: var(--ks-text-muted, #555);
  }
  .toolbar .export {
    margin-left: auto;
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .hint {
    color: var(--ks-text-muted, #555);
    margin: 0;
  }
  .body {
    flex: 1;
    display: flex;
    min-height: 0;
    position: relative;
  }
  .minimap {
    position: absolute;
    top: 8px;
    left: 8px;
    width: 140px;
    height: 100px;
  }
  svg {
    flex: 1;
    min-width: 0;
    background: #efe9d8;
    touch-action: none;
    user-select: none;
  }
  aside {
    width: 17rem;
    padding: 10px;
    border-left: 1px solid var(--ks-border, #ccc);
    background: var(--ks-surface, #fff);
    overflow: auto;
  }
  aside h2 {
    font-size: 14px;
    margin: 0 0 8px;
  }
  form {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 6px 8px;
    align-items: center;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 3px 6px;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    background: var(--ks-surface, #fff);
    min-width: 0;
  }
  input[aria-invalid='true'] {
    border-color: var(--ks-error, #b00);
  }
  textarea {
    grid-column: 1 / -1;
    min-height: 3.5em;
  }
  .error {
    color: var(--ks-error, #b00);
  }
  .error:empty {
    display: none;
  }
  .danger {
    color: var(--ks-error, #b00);
    border-color: currentColor;
    margin-top: 10px;
  }
  .area {
    cursor: grab;
  }
  .area rect {
    stroke: #2a261c;
    stroke-width: 1.5;
  }
  .area text {
    font: 600 14px var(--ks-font, system-ui);
    pointer-events: none;
  }
  .area .kind {
    font: 11px var(--ks-font, system-ui);
  }
  .area.selected rect.body {
    stroke: var(--ks-accent, #1f5fa8);
    stroke-width: 4;
  }
  .area:focus {
    outline: none;
  }
  .area:focus-visible rect.body {
    stroke: var(--ks-focus, #e07b00);
    stroke-width: 4;
  }
  .handle {
    cursor: crosshair;
    fill: #ffffff;
    stroke: #2a261c;
    stroke-width: 1.5;
  }
  .handle:hover {
    fill: var(--ks-accent, #1f5fa8);
  }
  .connection {
    cursor: pointer;
  }
  .connection .hit {
    stroke: transparent;
    stroke-width: 14;
  }
  .connection.selected .line {
    stroke: var(--ks-accent, #1f5fa8) !important;
    stroke-width: 5;
  }
  .connection:focus {
    outline: none;
  }
  .connection:focus-visible .line {
    stroke: var(--ks-focus, #e07b00) !important;
    stroke-width: 5;
  }
  .connection text {
    font: 11px var(--ks-font, system-ui);
    fill: #3b3628;
    paint-order: stroke;
    stroke: #efe9d8;
    stroke-width: 3px;
    pointer-events: none;
  }
  .rubber {
    stroke: var(--ks-focus, #e07b00);
    stroke-width: 3;
    stroke-dasharray: 8 5;
    pointer-events: none;
  }
`;
