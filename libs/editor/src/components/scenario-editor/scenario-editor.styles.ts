import { css } from 'lit';

export const scenarioEditorStyles = css`
  :host {
    display: flex;
    flex-direction: column;
  }
  #view {
    flex: 1;
    min-height: 0;
  }
  #view > * {
    height: 100%;
  }
`;
