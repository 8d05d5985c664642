import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument, type ModManifest } from '@kriegsspiel/formats';
import { newHouseRuleFiles, newHouseRuleProblem } from './new-house-rule';

const hundredDays = JSON.parse(readFileSync(new URL('../../../../mods/hundred-days-arclight/mod.json', import.meta.url), 'utf8')) as ModManifest;

describe('a new house rule', () => {
  const choice = { id: 'hundred-days-long-march', name: 'The long march', ruleset: hundredDays, hooks: ['movementAllowance', 'artilleryLimit'], folder: 'mods/hundred-days-long-march' };

  it('is a valid manifest extending the ruleset, naming the hooks it wraps', () => {
    const [manifest, code] = newHouseRuleFiles(choice);
    expect(manifest?.path).toBe('mods/hundred-days-long-march/mod.json');
    const read = readDocument({ file: manifest?.path ?? '', text: manifest?.text ?? '' });
    expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(read.doc?.value).toMatchObject({
      id: 'hundred-days-long-march',
      kind: 'house-rule',
      extends: { mod: 'hundred-days-arclight', version: `^${hundredDays.version}` },
      entry: 'src/index.ts',
      hooks: [{ name: 'movementAllowance' }, { name: 'artilleryLimit' }],
    });
    expect(code?.path).toBe('mods/hundred-days-long-march/src/index.ts');
  });

  it('wraps each chosen hook with a pass-through, explained by the ruleset’s own description', () => {
    const code = newHouseRuleFiles(choice)[1]?.text ?? '';
    expect(code).toContain(`import { defineHouseRule } from '@kriegsspiel/rules-sdk';`);
    expect(code).toContain('    artilleryLimit: (next, ...args) => next(...args),');
    expect(code).toContain('    movementAllowance: (next, ...args) => next(...args),');
    expect(code).toContain('// hundred-days-arclight: How many artillery cards a side may commit to one combat (7-5): two.');
    expect(code.endsWith('});\n')).toBe(true);
  });

  it('says what is wrong with an id, a name or a hook', () => {
    const taken = new Set(['hundred-days-arclight']);
    expect(newHouseRuleProblem(choice, taken)).toBeUndefined();
    expect(newHouseRuleProblem({ ...choice, id: 'Long March' }, taken)).toMatch(/lower-case/);
    expect(newHouseRuleProblem({ ...choice, id: 'hundred-days-arclight' }, taken)).toBe('There is a mod hundred-days-arclight already: choose another id.');
    expect(newHouseRuleProblem({ ...choice, name: ' ' }, taken)).toBe('Give the house rule a name.');
    expect(newHouseRuleProblem({ ...choice, hooks: ['flying'] }, taken)).toBe('hundred-days-arclight has no hook flying.');
  });
});
