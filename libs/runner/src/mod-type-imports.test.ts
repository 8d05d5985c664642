// A house rule imports the types of the ruleset it extends by the ruleset's id
// (`import type { … } from '@mods/<id>'`). Bundling erases those imports, so the house rule
// loads and plays in the sandbox and natively; a value import of the ruleset is refused
// with a message that says what to write instead.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GameSession, type RulesHost } from '@kriegsspiel/engine';
import { LoadError } from '@kriegsspiel/sandbox';
import { afterAll, describe, expect, test } from 'vitest';
import { ModCatalogue } from './catalogue';
import { nativeModHost, sandboxHost } from './hosts';
import { loadScenario } from './scenario';
import { writeTallyMods } from './test-fixtures/tally-mods';

const root = mkdtempSync(path.join(tmpdir(), 'kriegsspiel-mod-type-imports-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function houseRule(id: string, source: string): void {
  mkdirSync(path.join(root, id, 'src'), { recursive: true });
  const manifest = { $schema: 'mod.schema.json', id, name: id, version: '1.0.0', kind: 'house-rule', extends: { mod: 'tally' }, entry: 'src/index.ts' };
  writeFileSync(path.join(root, id, 'mod.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(root, id, 'src', 'index.ts'), source);
}

writeTallyMods(root);
// The form the studio's template writes: the hooks typed from the ruleset's own declaration.
houseRule(
  'tally-typed',
  `import { defineHouseRule } from '@kriegsspiel/rules-sdk';
import type ruleset from '@mods/tally';

type Hooks = NonNullable<typeof ruleset.hooks>;

export default defineHouseRule<Hooks>({
  hooks: { bonus: (next, roll) => next(roll) + 1 },
});
`,
);
houseRule(
  'tally-value',
  `import { defineHouseRule } from '@kriegsspiel/rules-sdk';
import ruleset from '@mods/tally';

export default defineHouseRule({
  hooks: { bonus: (next, roll) => (ruleset.hooks ? next(roll) : roll) },
});
`,
);
const catalogue = ModCatalogue.read([root]);
const hosts = { sandbox: async (p: Parameters<typeof sandboxHost>[0]): Promise<RulesHost> => sandboxHost(p), native: nativeModHost };

describe.each(Object.entries(hosts))('a house rule importing its ruleset, %s', (_, makeHost) => {
  test('loads and wraps the hook when it imports only types', async () => {
    const spec = loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'tally-typed' }] });
    const host = await makeHost(spec.program);
    try {
      const game = await GameSession.create({ host, bundle: spec.bundle, seed: 1, script: [{ dice: [4] }] });
      await game.apply('a', { type: 'roll' });
      expect(await game.state()).toMatchObject({ scores: { a: 5 } });
    } finally {
      await host.dispose();
    }
  });

  test('is refused when it imports the ruleset’s code, saying to import types only', async () => {
    const spec = loadScenario(catalogue, 'tally-race', { mods: [{ mod: 'tally-value' }] });
    const error: unknown = await makeHost(spec.program).then(
      async (host) => {
        await host.dispose();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LoadError);
    expect(error).toMatchObject({ reason: 'bundle', location: { file: 'mods/tally-value/src/index.ts', line: 2 } });
    expect((error as Error).message).toContain(`Import "@mods/tally" brings in another mod's code`);
    expect((error as Error).message).toContain('import type { … } from "@mods/tally"');
  });
});
