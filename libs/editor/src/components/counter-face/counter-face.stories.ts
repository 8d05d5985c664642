import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { counterSymbols, pieceOfUnit, resolveFace, counterBox, indexOob } from '@kriegsspiel/editor-core';
import type { OobDocument } from '@kriegsspiel/formats';
import './counter-face';
import { modFile } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Pieces/Counter face', component: 'ks-counter-face' };
export default meta;

const hundredDays = () => JSON.parse(modFile('mods/hundred-days-arclight/oobs/hundred-days.oob.json').text) as OobDocument;

/** The Hundred Days pieces at print size and magnified four times: front and back. */
export const HundredDaysPieces: StoryObj = {
  render: () => {
    const oob = hundredDays();
    const units = [...indexOob(oob).units.values()].filter((_, i) => i % 5 === 0).map((e) => pieceOfUnit(oob, e.unit));
    return html`<div style="padding: 16px; display: grid; gap: 12px">
      ${units.map(
        (p) => html`<div style="display: flex; gap: 12px; align-items: center">
          <ks-counter-face .face=${p.front} .box=${p.box} label=${`${p.name}, front`}></ks-counter-face>
          <ks-counter-face .face=${p.back} .box=${p.box} label=${`${p.name}, back`}></ks-counter-face>
          <ks-counter-face .face=${p.front} .box=${p.box} scale="4" label=${`${p.name}, front, magnified`}></ks-counter-face>
          <span>${p.name}</span>
        </div>`,
      )}
    </div>`;
  },
};

/** Every NATO-style symbol of the format, on a Waterloo Campaign French counter. */
export const Symbols: StoryObj = {
  render: () => html`<div style="padding: 16px; display: flex; flex-wrap: wrap; gap: 16px">
    ${counterSymbols.map(
      (symbol) => html`<figure style="margin: 0; text-align: center">
        <ks-counter-face scale="3" .face=${resolveFace({ front: { symbol, printed: '★★ 4', label: 'II', name: symbol, colors: { background: '#2f5aa8', text: '#ffffff' } } }, 'front')} .box=${counterBox(undefined)} label=${symbol}></ks-counter-face>
        <figcaption style="font-size: 12px">${symbol}</figcaption>
      </figure>`,
    )}
  </div>`,
};
