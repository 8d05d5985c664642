import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Ajv and the schemas make one large chunk; the studio is served locally.
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
});
