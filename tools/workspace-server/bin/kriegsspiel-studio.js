#!/usr/bin/env node
// Runs from TypeScript sources through tsx, so `npm ci && npm start` needs no build.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
try {
  const code = await main(process.argv.slice(2));
  // -1: the server is running and the process stays up.
  if (code >= 0) process.exitCode = code;
} catch (e) {
  console.error(`kriegsspiel-studio: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 2;
}
