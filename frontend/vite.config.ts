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
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The libraries every page runs (React, the router, styled-components) as one chunk:
            // it compresses better than three and keeps its hash across app deploys, so a
            // returning visitor downloads only the app's own chunks again (bench/web, H4).
            advancedChunks: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|styled-components|stylis)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // The prerender (src/entry-server.tsx) runs in Node: bundled, styled-components' default
    // export resolves as in the browser build (Node's CJS interop would hand over the module).
    noExternal: ['styled-components'],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
