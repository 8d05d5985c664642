import { css } from 'lit';

export const mapViewStyles = css`
  :host {
    display: block;
    position: relative;
    min-height: 240px;
    overflow: hidden;
    background: #d8d3c4;
  }
  .surface {
    width: 100%;
    height: 100%;
    overflow: hidden;
  }
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    touch-action: none;
    outline: none;
    transform-origin: 0 0;
    will-change: transform;
  }
  canvas:focus-visible {
    box-shadow: inset 0 0 0 3px var(--ks-focus, #e07b00);
  }
  .readout {
    position: absolute;
    left: 8px;
    bottom: 8px;
    padding: 2px 8px;
    border-radius: var(--ks-radius, 4px);
    background: rgba(255, 255, 255, 0.9);
    font: 13px var(--ks-font, system-ui);
    color: var(--ks-text, #222);
    pointer-events: none;
    min-height: 1.2em;
  }
  .readout:empty {
    display: none;
  }
  .minimap {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 140px;
    height: 100px;
  }
  .zoom {
    position: absolute;
    right: 8px;
    bottom: 8px;
    display: flex;
    gap: 4px;
  }
  .zoom button {
    width: 32px;
    height: 32px;
    font: 16px var(--ks-font, system-ui);
    border: 1px solid var(--ks-border, #999);
    border-radius: var(--ks-radius, 4px);
    background: var(--ks-surface, #fff);
    cursor: pointer;
  }
  .zoom button:focus-visible {
    outline: 3px solid var(--ks-focus, #e07b00);
    outline-offset: 1px;
  }
`;
