import { describe, expect, test } from 'vitest';
import { hostFor, type Engine } from './hosts';
import type { GuestProgram } from './program';

// The sandbox and native mode resolve a mod's imports with one resolver (formats'
// resolveModImport): what one refuses, the other refuses with the same words.
function program(files: Record<string, string>): GuestProgram {
  const key = JSON.stringify(files);
  return { id: 'resolution', files, entry: 'src/index.ts', limits: {}, origins: {}, key };
}

async function loadFailure(engine: Engine, files: Record<string, string>): Promise<string> {
  try {
    const host = await hostFor(engine, program(files));
    await host.dispose();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the ${engine} host loaded the program`);
}

describe.each<Engine>(['sandbox', 'native'])('module resolution in %s mode', (engine) => {
  test('refuses ../../outside, even where a file of that name exists', async () => {
    const message = await loadFailure(engine, {
      'src/index.ts': "import secret from '../../outside';\nexport const x = secret;",
      // One level up from the program's root: native mode used to drop the extra `..` and find it.
      'outside.ts': 'export default "secret";',
    });
    expect(message).toContain('Import "../../outside" is not allowed');
    expect(message).toContain('it leads outside the mod');
  });

  test('refuses a bare package and names a missing file', async () => {
    expect(await loadFailure(engine, { 'src/index.ts': "import fs from 'fs';\nexport const x = fs;" })).toContain('Import "fs" is not allowed');
    expect(await loadFailure(engine, { 'src/index.ts': "import { y } from './missing.js';\nexport const x = y;" })).toContain(
      'Cannot find "./missing.js" among the mod\'s files (imported from src/index.ts)',
    );
  });
});
