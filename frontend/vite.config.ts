import { fileURLToPath, URL } from 'node:url';

import { defineConfig } from 'vite';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The shared contracts are TypeScript sources, compiled into the SPA like its own code.
      '@tickrelay/contracts': fileURLToPath(new URL('../contracts/src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
