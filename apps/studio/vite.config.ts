import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Ajv and the schemas make one large chunk; the studio is served locally. Monaco's core
    // (~2.7 MB, loaded only when a code editor first opens) is the largest lazy chunk, and its
    // TypeScript worker (~7 MB) is a worker file, never part of the page's first load.
    chunkSizeWarningLimit: 3000,
  },
  server: { host: '127.0.0.1' },
});
