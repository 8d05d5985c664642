// The entry of a pool worker. Like bin/kriegsspiel.js it runs the TypeScript sources
// through tsx, which registers its loader in this thread first: Node 20 does not pass a
// parent's `--import` to a worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
