import { css } from 'lit';

export const setupEditorStyles = css`
  .body {
    height: 100%;
    display: grid;
    grid-template-columns: minmax(13rem, 17rem) 1fr;
    min-height: 0;
  }
  .unplaced {
    overflow: auto;
    padding: 8px;
    border-right: 1px solid var(--ks-surface-2, #eee);
    display: grid;
    gap: 6px;
    align-content: start;
  }
  .unplaced h4 {
    margin: 6px 0 2px;
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
  .unplaced ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .count {
    font-weight: normal;
    font-size: 12px;
    color: var(--ks-text-muted, #555);
  }
  button.unit {
    display: flex;
    gap: 6px;
    align-items: center;
    width: 100%;
    text-align: left;
    border-color: transparent;
    padding: 2px 4px;
    font-size: 13px;
    cursor: grab;
  }
  button.unit[aria-pressed='true'] {
    background: #dbe7f5;
    border-color: var(--ks-accent, #1f5fa8);
  }
  .id {
    font-size: 11px;
    color: var(--ks-text-muted, #555);
    margin-left: auto;
  }
  .board {
    display: grid;
    grid-template-rows: auto 1fr auto;
    min-height: 0;
    min-width: 0;
  }
  .place-form {
    padding: 6px 8px;
    font-size: 13px;
  }
  .map {
    position: relative;
    min-height: 0;
    overflow: hidden;
  }
  .map ks-map-view {
    position: absolute;
    inset: 0;
  }
  .markers {
    position: absolute;
    inset: 0;
    pointer-events: none;
    transform-origin: 0 0;
  }
  .marker {
    position: absolute;
    pointer-events: auto;
    padding: 0;
    border: 2px solid transparent;
    background: transparent;
    line-height: 0;
    cursor: grab;
  }
  .marker.selected {
    border-color: #b3261e;
  }
  .badge {
    position: absolute;
    right: -6px;
    top: -6px;
    background: #222;
    color: #fff;
    border-radius: 8px;
    font-size: 10px;
    line-height: 14px;
    min-width: 14px;
    padding: 0 3px;
  }
  .below {
    display: flex;
    gap: 16px;
    padding: 6px 10px;
    border-top: 1px solid var(--ks-surface-2, #eee);
    max-height: 34vh;
    overflow: auto;
    flex-wrap: wrap;
  }
  .stack-detail,
  .elsewhere {
    display: grid;
    gap: 4px;
    align-content: start;
    font-size: 13px;
  }
  .stack-detail ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .elsewhere ul {
    margin: 0;
    padding-left: 16px;
  }
  .top {
    border-bottom: 1px solid var(--ks-surface-2, #eee);
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 12px;
  }
  .sheet-export {
    padding: 6px 8px;
    gap: 6px;
    font-size: 13px;
  }
  .area-board {
    position: relative;
    min-height: 360px;
    min-width: 0;
    overflow: hidden;
  }
  .area-map {
    display: block;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    background: #e9e4d4;
    touch-action: none;
    cursor: grab;
  }
  .area-board .minimap {
    position: absolute;
    top: 8px;
    left: 8px;
    width: 140px;
    height: 100px;
  }
  .area {
    box-sizing: border-box;
    width: 100%;
    height: 100%;
    overflow: hidden;
    background: var(--ks-surface, #fff);
    border: 2px solid var(--ks-border, #aaa);
    border-left-width: 8px;
    border-radius: 6px;
    padding: 2px 4px;
    font-size: 12px;
    cursor: default;
  }
  .area.drop,
  .area.selected {
    border-top-color: var(--ks-accent, #1f5fa8);
    border-right-color: var(--ks-accent, #1f5fa8);
    border-bottom-color: var(--ks-accent, #1f5fa8);
    background: #eef4fb;
  }
  .area-name {
    font-weight: 600;
    border: none;
    padding: 0 2px;
    background: transparent;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .area ul {
    list-style: none;
    margin: 2px 0 0;
    padding: 0;
  }
  .area li {
    display: flex;
    gap: 4px;
    align-items: center;
    height: 18px;
    white-space: nowrap;
    overflow: hidden;
    cursor: grab;
  }
`;
