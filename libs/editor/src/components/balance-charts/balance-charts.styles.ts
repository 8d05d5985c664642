import { css } from 'lit';

export const balanceChartsStyles = css`
  :host {
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    align-items: flex-start;
  }
  figure {
    margin: 0;
    flex: 1 1 440px;
    max-width: 680px;
  }
  figcaption {
    font-size: 13px;
    font-weight: 600;
    margin-bottom: 4px;
  }
  svg {
    width: 100%;
    height: auto;
    font: 12px var(--ks-font, system-ui);
  }
  .grid {
    stroke: #ddd;
  }
  .axis {
    stroke: #888;
  }
  .tick,
  .value {
    fill: var(--ks-text-muted, #555);
    font-size: 11px;
  }
  .label {
    fill: var(--ks-text, #222);
  }
  .reason {
    font-size: 11px;
  }
  .side-0 .bar {
    fill: #1f5fa8;
  }
  .side-1 .bar {
    fill: #b3261e;
  }
  .side-2 .bar {
    fill: #2e6b30;
  }
  .side-3 .bar {
    fill: #8a5a00;
  }
  .draws .bar {
    fill: #8c877a;
  }
  .compare .before .bar {
    opacity: 0.4;
  }
  .compare .significant .change {
    fill: var(--ks-text, #222);
    font-weight: 600;
  }
  .whisker {
    stroke: #111;
    stroke-width: 1.5;
  }
  .bin {
    fill: #5f7fa8;
  }
  .endings .bar {
    fill: #7c6a9b;
  }
  .endings .bad .bar {
    fill: #b3261e;
  }
  .empty {
    color: var(--ks-text-muted, #555);
  }
`;
