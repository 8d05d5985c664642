import { afterAll, describe, expect, it } from 'vitest';
import { Sandbox } from './sandbox';
import { HOSTILE_CASES, HOSTILE_LIMITS, type HostileCase } from './test-fixtures/hostile-mods';

const OK_EXPORT = "\nexport function ok() { return 'still alive'; }\n";

const open: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(open.map((sandbox) => sandbox.dispose()));
});

async function loadCase(testCase: HostileCase): Promise<Sandbox> {
  const sandbox = await Sandbox.load({
    id: `hostile-${testCase.group}`,
    files: { 'src/index.ts': testCase.source + OK_EXPORT },
    entry: 'src/index.ts',
    limits: { ...HOSTILE_LIMITS, ...testCase.limits },
  });
  open.push(sandbox);
  return sandbox;
}

const groups = [...new Set(HOSTILE_CASES.map((testCase) => testCase.group))];

for (const group of groups) {
  describe(`hostile mods: ${group}`, () => {
    for (const testCase of HOSTILE_CASES.filter((c) => c.group === group)) {
      it(`${testCase.name} → ${testCase.expect}`, async () => {
        const sandbox = await loadCase(testCase);
        const result = await sandbox.call('attack', testCase.args ?? '[]');
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error.code, result.error.message).toBe(testCase.expect);
        if (testCase.reason) expect(result.error.reason).toBe(testCase.reason);
        if (testCase.message) expect(result.error.message).toContain(testCase.message);
        if (testCase.line !== undefined)
          expect(result.error.location, 'the failure names the line').toMatchObject({ file: 'src/index.ts', line: testCase.line });
        expect(result.error.message.length).toBeLessThan(20_000);

        // The host survived, and the sandbox answers the next call: on a fresh
        // instance after a fatal error, on the same one otherwise.
        const next = await sandbox.call('ok', '[]');
        expect(next).toMatchObject({ ok: true, json: '"still alive"' });
        expect(next.stats.fresh).toBe(result.error.fatal);
        expect(next.stats.generation).toBe(result.error.fatal ? 2 : 1);
      });
    }
  });
}
