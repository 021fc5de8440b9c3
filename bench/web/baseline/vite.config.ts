import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  logLevel: 'warn',
  build: { target: 'es2022', outDir: '../../../.stack/bench-baseline', emptyOutDir: true },
});
