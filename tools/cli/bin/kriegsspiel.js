#!/usr/bin/env node
// The command line runs from TypeScript sources through tsx, so a fresh clone
// needs no build step before `npx kriegsspiel`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
