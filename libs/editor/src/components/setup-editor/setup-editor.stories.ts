import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { makeUnitFromTemplate, placeUnits, scenarioDocuments, setupSheet } from '@kriegsspiel/editor-core';
import './setup-editor';
import { eaglesScenarioPath, hundredDaysOobPath, hundredDaysScenarioPath, modsEditor } from '../../test-support/mods-fixtures';

const meta: Meta = { title: 'Scenario/Set-up editor', component: 'ks-setup-editor' };
export default meta;

/** The Hundred Days campaign with two new units from blanks: one on hex 0303, one still to place. */
export const HundredDays: StoryObj = {
  render: () => {
    const editor = modsEditor();
    editor.run(makeUnitFromTemplate, hundredDaysOobPath, {
      template: 'blank-fr-inf',
      id: 'fr-inf-4f',
      name: 'Division Girard',
      formation: 'armee-du-nord',
      values: { combat: 4 },
      printed: '4',
    });
    editor.run(makeUnitFromTemplate, hundredDaysOobPath, {
      template: 'blank-pr-cav',
      id: 'pr-cav-1c',
      name: 'Prussian cavalry brigade',
      formation: 'blucher-army',
      values: { combat: 1 },
      printed: '1',
    });
    editor.run(placeUnits, hundredDaysScenarioPath, { units: ['fr-inf-4f'], at: { hex: '0303' } });
    return html`<ks-setup-editor style="height: 100vh" .editor=${editor} path=${hundredDaysScenarioPath}></ks-setup-editor>`;
  },
};

/** The Waterloo Campaign, 16–18 June: corps and headquarters on their hexes. */
export const WaterlooCampaign: StoryObj = {
  render: () =>
    html`<ks-setup-editor style="height: 100vh" .editor=${modsEditor()} path="mods/waterloo-campaign-rbm/scenarios/june-16-18.scenario.json"></ks-setup-editor>`,
};

/** Napoleon's Eagles at Quatre-Bras: the set-up on the area map's wings and reserves. */
export const NapoleonsEaglesAreas: StoryObj = {
  render: () => html`<ks-setup-editor style="height: 100vh" .editor=${modsEditor()} path=${eaglesScenarioPath}></ks-setup-editor>`,
};

/** Quatre-Bras's set-up sheet as it prints on A4: each side's set-up by area, its arrivals by turn. */
export const QuatreBrasSheet: StoryObj = {
  render: () => {
    const editor = modsEditor();
    const docs = scenarioDocuments(editor.store, 'napoleons-eagles-quatre-bras');
    const value = (path: string | undefined) => (path ? editor.store.get(path)?.value : undefined) as never;
    const page = docs
      ? setupSheet({ scenario: value(docs.scenario), oob: value(docs.oob), map: value(docs.map) }).html
      : '<p>Quatre-Bras is not in the workspace.</p>';
    return html`<iframe title="Set-up sheet of Quatre-Bras" style="width: 210mm; height: 100vh; border: 1px solid #999; background: #fff" .srcdoc=${page}></iframe>`;
  },
};
