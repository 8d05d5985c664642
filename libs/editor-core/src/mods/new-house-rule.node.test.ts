import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readDocument, type ModManifest } from '@kriegsspiel/formats';
import { firstTestName, newHouseRuleFiles, newHouseRuleProblem } from './new-house-rule';

const modsFolder = fileURLToPath(new URL('../../../../mods/', import.meta.url));

/**
 * Type-checks a house rule's code as if it were `mods/<folder>/src/index.ts`, with the
 * repository's `mods/tsconfig.json` (the real Hundred Days sources, the real SDK): the errors.
 */
function typeErrorsAt(folder: string, code: string): string[] {
  const file = `${modsFolder}${folder}/src/index.ts`;
  const config = ts.getParsedCommandLineOfConfigFile(
    `${modsFolder}tsconfig.json`,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => expect.fail(String(d.messageText)) },
  );
  if (!config) throw new Error('mods/tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, code, language) : readSourceFile(name, language, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram({ rootNames: [file], options: config.options, host });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const hundredDays = JSON.parse(readFileSync(new URL('../../../../mods/hundred-days-arclight/mod.json', import.meta.url), 'utf8')) as ModManifest;

describe('a new house rule', () => {
  const choice = {
    id: 'hundred-days-long-march',
    name: 'The long march',
    ruleset: hundredDays,
    hooks: ['movementAllowance', 'artilleryLimit'],
    folder: 'mods/hundred-days-long-march',
  };

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
    expect(code).toContain(`import type ruleset from '@mods/hundred-days-arclight';`);
    expect(code).toContain('export default defineHouseRule<Hooks>({');
    expect(code).toContain('    artilleryLimit: (next, ...args) => next(...args),');
    expect(code).toContain('    movementAllowance: (next, ...args) => next(...args),');
    expect(code).toContain('// hundred-days-arclight: How many artillery cards a side may commit to one combat (7-5): two.');
    expect(code.endsWith('});\n')).toBe(true);
  });

  it('types each wrapper from the ruleset’s own hooks: `next(...args) + 1` checks, a string does not', () => {
    const code = newHouseRuleFiles(choice)[1]?.text ?? '';
    expect(typeErrorsAt('hundred-days-long-march', code)).toEqual([]);
    const plusOne = code.replace('artilleryLimit: (next, ...args) => next(...args),', 'artilleryLimit: (next, ...args) => next(...args) + 1,');
    expect(plusOne).not.toBe(code);
    expect(typeErrorsAt('hundred-days-long-march', plusOne)).toEqual([]);
    const words = code.replace('artilleryLimit: (next, ...args) => next(...args),', 'artilleryLimit: (next, ...args) => `${next(...args)} cards`,');
    expect(typeErrorsAt('hundred-days-long-march', words)).toEqual([expect.stringContaining("Type 'string' is not assignable to type 'number'")]);
  }, 60000);

  it('with a scenario of the ruleset, names a tests folder and writes a first test there that is a valid scenario test', () => {
    expect(newHouseRuleFiles(choice).map((f) => f.path)).not.toContain(`${choice.folder}/tests/${firstTestName}`);
    expect(JSON.parse(newHouseRuleFiles(choice)[0]?.text ?? '{}').tests).toBeUndefined();
    const files = newHouseRuleFiles({ ...choice, scenario: 'hundred-days-campaign' });
    expect(JSON.parse(files[0]?.text ?? '{}').tests).toEqual(['tests']);
    const test = files[2];
    expect(test?.path).toBe('mods/hundred-days-long-march/tests/game-starts.test.json');
    const read = readDocument({ file: test?.path ?? '', text: test?.text ?? '' });
    expect(read.problems).toEqual([]);
    expect(read.doc?.value).toMatchObject({
      $schema: '../../../schemas/scenario-test.schema.json',
      scenario: 'hundred-days-campaign',
      mods: [{ mod: 'hundred-days-long-march', version: '^0.1.0' }],
    });
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
