import { css } from 'lit';

export const playtestBoardStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 0;
    height: 100%;
    background: var(--ks-surface, #fff);
    font-size: 13px;
  }
  h2 {
    font-size: 15px;
    margin: 0 0 8px;
  }
  h3 {
    font-size: 13px;
    margin: 0 0 4px;
  }
  .primary {
    background: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    border-color: var(--ks-accent, #1f5fa8);
  }
  .primary:hover:not([disabled]) {
    background: #174d8a;
  }
  .setup {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 12px 16px;
    max-width: 40rem;
    overflow: auto;
  }
  .setup label {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .bots {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding-left: 1.6em;
  }
  fieldset {
    display: flex;
    flex-direction: column;
    gap: 6px;
    border: 1px solid var(--ks-border, #ccc);
    border-radius: var(--ks-radius, 4px);
  }
  select,
  input[type='number'] {
    font: inherit;
    padding: 2px 4px;
    min-width: 0;
    max-width: 100%;
  }
  .buttons {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  .file-button {
    position: relative;
    border: 1px solid var(--ks-border, #aaa);
    border-radius: var(--ks-radius, 4px);
    padding: 4px 10px;
    cursor: pointer;
  }
  .file-button input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
  .file-button:focus-within {
    outline: 3px solid var(--ks-focus, #e07b00);
  }
  .toolbar {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 8px;
    border-bottom: 1px solid var(--ks-border, #ccc);
    flex-wrap: wrap;
  }
  .meta {
    color: var(--ks-text-muted, #555);
    margin-right: auto;
  }
  .thinking {
    color: var(--ks-warning, #8a5a00);
    font-weight: 600;
  }
  .table {
    flex: 1;
    min-height: 0;
    display: grid;
    grid-template-columns: 1fr minmax(240px, 22rem);
  }
  .board {
    position: relative;
    min-width: 0;
    min-height: 0;
    /* The marks follow a gesture's move of the map; what leaves the board is not shown. */
    overflow: hidden;
  }
  ks-map-view {
    position: absolute;
    inset: 0;
  }
  canvas.marks {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
    transform-origin: 0 0;
  }
  .no-map {
    padding: 12px;
    color: var(--ks-text-muted, #555);
  }
  svg.area-board {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    background: #efe9d8;
    user-select: none;
    touch-action: none;
  }
  .area-minimap {
    position: absolute;
    top: 8px;
    right: 8px;
    width: 140px;
    height: 100px;
  }
  .area-board text {
    font: 11px system-ui, sans-serif;
    fill: #3b3628;
    pointer-events: none;
  }
  .area-board text.section {
    font: bold 18px system-ui, sans-serif;
  }
  .area-board .area {
    cursor: pointer;
  }
  .area-board .area .body {
    stroke: #5a5140;
    stroke-width: 1.5;
  }
  .area-board .area:focus-visible {
    outline: none;
  }
  .area-board .area:focus-visible .body {
    stroke: var(--ks-focus, #e07b00);
    stroke-width: 4;
  }
  .area-board .area.start .body {
    stroke: #1f5fa8;
    stroke-width: 3.5;
    fill: #e6eef8;
  }
  .area-board .area.end .body {
    stroke: #e07b00;
    stroke-width: 3.5;
    fill: #fbecd6;
  }
  .area-board .area.selected .body {
    stroke: #0b2f5a;
    stroke-width: 5;
    fill: #d2e0f2;
  }
  .area-board .area.highlighted .body {
    stroke-dasharray: 8 4;
    stroke: #7a3db8;
    stroke-width: 3;
  }
  .area-board .name {
    font-weight: 600;
  }
  .area-board .counter-text {
    font: 700 9px system-ui, sans-serif;
  }
  .area-board .marker rect {
    fill: #fff8d6;
    stroke: #5a4a2a;
  }
  .area-board .marker text {
    font-size: 10px;
    font-weight: 600;
  }
  .no-picture,
  .free-play {
    margin: 0;
    padding: 6px 8px;
    border-radius: var(--ks-radius, 4px);
    background: #fff8e1;
    color: var(--ks-warning, #8a5a00);
  }
  .dice {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .dice h3 {
    flex-basis: 100%;
  }
  .cards .hint {
    margin: 0 0 4px;
    font-size: 0.85em;
    color: var(--ks-muted, #666);
  }
  .deck {
    margin-bottom: 6px;
  }
  .deck .count,
  .hand .count {
    color: var(--ks-muted, #666);
    font-size: 0.85em;
  }
  .deck-buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin-top: 2px;
  }
  .hand h4,
  .face-up h4 {
    margin: 6px 0 2px;
  }
  .hand ul,
  .face-up ul,
  .free-saves ul {
    margin: 0;
    padding-left: 1.2em;
  }
  .discard {
    font-size: 0.8em;
    padding: 0 4px;
  }
  .conflict {
    margin: 0;
    padding: 6px 8px;
    background: #fdecea;
    color: var(--ks-error, #a4262c);
  }
  .drag-ghost {
    position: fixed;
    z-index: 10;
    transform: translate(8px, 8px);
    padding: 2px 6px;
    border: 1px solid var(--ks-accent, #c77700);
    border-radius: var(--ks-radius, 4px);
    background: #fffdf5;
    pointer-events: none;
    font-size: 0.85em;
    box-shadow: 0 2px 6px rgb(0 0 0 / 25%);
  }
  .stack ol {
    margin: 0;
    padding-left: 1.5em;
  }
  .piece[aria-pressed='true'] {
    font-weight: 600;
    outline: 2px solid var(--ks-accent, #c77700);
  }
  .track {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 8px;
    margin-bottom: 4px;
  }
  .track-name {
    min-width: 7rem;
    color: var(--ks-text-muted, #555);
  }
  .track ol {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .track li {
    min-width: 1.4rem;
    padding: 0 3px;
    text-align: center;
    border: 1px solid var(--ks-border, #ccc);
    border-radius: 2px;
    font-size: 11px;
  }
  .track li.current {
    background: var(--ks-accent, #1f5fa8);
    border-color: var(--ks-accent, #1f5fa8);
    color: var(--ks-accent-text, #fff);
    font-weight: 700;
  }
  .legend ul {
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 12px;
  }
  .legend li {
    display: flex;
    align-items: center;
    gap: 6px;
    margin-bottom: 2px;
  }
  .legend .swatch {
    flex: none;
    width: 12px;
    height: 12px;
    border: 3px solid;
    border-radius: 2px;
  }
  .legend .fold {
    flex: none;
    width: 12px;
    height: 12px;
    border: 1px dashed var(--ks-text-muted, #555);
    background: linear-gradient(225deg, rgba(0, 0, 0, 0.55) 30%, transparent 30%);
  }
  .legend .count {
    color: var(--ks-text-muted, #555);
  }
  .hand-over {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: #2b2a26;
    color: #f4efe2;
    text-align: center;
    z-index: 2;
  }
  .hand-over h2 {
    font-size: 22px;
  }
  .hand-over p {
    max-width: 28rem;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-height: 0;
    overflow: auto;
    padding: 8px;
    border-left: 1px solid var(--ks-border, #ccc);
  }
  .turn,
  .result,
  .stuck {
    margin: 0;
    padding: 6px 8px;
    border-radius: var(--ks-radius, 4px);
    background: var(--ks-surface-2, #eee);
  }
  .seat {
    font-weight: 600;
  }
  .result {
    background: #e3f0e3;
    color: var(--ks-ok, #2e6b30);
    font-weight: 600;
  }
  .stuck {
    background: #fdf1f0;
    color: var(--ks-error, #b3261e);
  }
  .count {
    font-weight: normal;
    color: var(--ks-text-muted, #555);
  }
  .actions ol,
  .log ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .actions ol {
    display: flex;
    flex-direction: column;
    gap: 3px;
    max-height: 40vh;
    overflow: auto;
  }
  button.action {
    width: 100%;
    text-align: left;
  }
  .show-all {
    margin-bottom: 4px;
  }
  .log ol {
    max-height: 24vh;
    overflow: auto;
    font-size: 12px;
  }
  .log li {
    padding: 1px 0;
    border-bottom: 1px solid var(--ks-surface-2, #eee);
  }
  .log li.private {
    color: #6b3a9b;
  }
  .view summary {
    cursor: pointer;
  }
  ks-rules-error {
    margin: 8px;
  }
`;
