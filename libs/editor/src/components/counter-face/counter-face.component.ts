import { LitElement, html } from 'lit';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { counterBox, faceSvgDocument, type CounterBox, type ResolvedFace } from '@kriegsspiel/editor-core';
import { counterFaceStyles } from './counter-face.styles';

/**
 * One face of a counter, drawn as the printed sheet draws it (`faceSvg` of
 * @kriegsspiel/editor-core). At `scale` 1 it is sized in millimetres, the print size; a
 * larger scale magnifies it for reading.
 *
 * @csspart face - The drawing.
 */
export class KsCounterFace extends LitElement {
  static override styles = counterFaceStyles;

  static override properties = {
    face: { attribute: false },
    box: { attribute: false },
    scale: { type: Number },
    label: { type: String },
  };

  /** The face to draw, colours resolved (`resolveFace`). */
  declare face: ResolvedFace | undefined;
  /** Its size and shape (`counterBox`); a 16 mm square when absent. */
  declare box: CounterBox | undefined;
  /** Magnification: 1 is print size. */
  declare scale: number;
  /** What a screen reader says for the picture. */
  declare label: string;

  constructor() {
    super();
    this.scale = 1;
    this.label = 'Counter face';
  }

  protected override render() {
    if (!this.face) return html``;
    const box = this.box ?? counterBox(undefined);
    const svg = faceSvgDocument(this.face, box).replace(
      /width="([\d.]+)mm" height="([\d.]+)mm"/,
      (_, w: string, h: string) => `width="${Number(w) * this.scale}mm" height="${Number(h) * this.scale}mm"`,
    );
    return html`<div part="face" role="img" aria-label=${this.label}>${unsafeSVG(svg)}</div>`;
  }
}
