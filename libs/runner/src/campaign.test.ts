import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadCampaign, loadCampaignTest, startCampaign } from './campaign';
import { ModCatalogue } from './catalogue';
import { ModLoadError } from './errors';
import { nativeModHost } from './hosts';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-runner-campaign-'));
writeTallyMods(root);
const campaign = (id: string, battles: unknown[], extra: Record<string, unknown> = {}) =>
  writeFileSync(
    path.join(root, 'tally', `${id}.campaign.json`),
    JSON.stringify({ $schema: 'campaign.schema.json', id, name: id, ruleset: { mod: 'tally' }, battles, ...extra }),
  );
campaign(
  'tally-season',
  [
    { id: 'spring', scenario: 'tally-race', next: [{ battle: 'autumn' }] },
    { id: 'autumn', scenario: 'tally-race' },
  ],
  { options: { target: 2 } },
);
campaign('tally-mixed', [
  { id: 'plain', scenario: 'tally-race', next: [{ battle: 'doubled' }] },
  { id: 'doubled', scenario: 'tally-doubled' },
]);
afterAll(() => rmSync(root, { recursive: true, force: true }));
const catalogue = ModCatalogue.read([root]);

describe('loadCampaign', () => {
  test('the catalogue reads campaigns, and each battle gets the campaign’s options over the scenario’s', () => {
    expect(catalogue.ids('campaign')).toEqual(['tally-mixed', 'tally-season']);
    const spec = loadCampaign(catalogue, 'tally-season', { options: { label: 'x' } });
    expect(Object.keys(spec.battles)).toEqual(['spring', 'autumn']);
    // The scenario says 12, the campaign 2; the player's option comes last.
    expect(spec.battles.autumn?.bundle.options).toEqual({ target: 2, label: 'x' });
    expect(spec.players).toEqual(['a', 'b']);
    expect(spec.mods).toEqual(['tally']);
  });

  test('battles that need another program are refused, at the battle, in the campaign file', () => {
    let error: unknown;
    try {
      loadCampaign(catalogue, 'tally-mixed');
    } catch (cause) {
      error = cause;
    }
    expect(error).toBeInstanceOf(ModLoadError);
    expect((error as ModLoadError).where).toEqual({ file: path.join(root, 'tally', 'tally-mixed.campaign.json'), pointer: '/battles/1/scenario' });
    expect((error as ModLoadError).message).toContain('must load the same mods');
  });

  test('a campaign that is not there is not found, with the campaigns there are', () => {
    expect(() => loadCampaign(catalogue, 'tally-winter')).toThrow(/no campaign has the id `tally-winter`.*tally-mixed, tally-season/);
    expect(() => loadCampaignTest(catalogue, { $schema: '', name: 't', campaign: 'tally-winter', steps: [{}] })).toThrow(
      expect.objectContaining({ where: { pointer: '/campaign' } }),
    );
  });

  test('a loaded campaign starts on its first battle, natively', async () => {
    const spec = loadCampaign(catalogue, 'tally-season');
    const host = await nativeModHost(spec.program);
    const session = await startCampaign(spec, host, 5);
    expect(session.battle).toBe('spring');
    expect(await session.session.state()).toMatchObject({ target: 2 });
    await host.dispose();
  });
});
