import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

import { build, defineConfig, type Plugin } from 'vite';

/**
 * `vite build` writes the whole site: after the client bundle, the SSR build of
 * src/entry-server.tsx and scripts/prerender.ts (pages, shells, 404 documents, sitemap). nginx
 * answers 404 for a path without its file, so a client bundle alone is not a deployable site.
 * TICKRELAY_PRERENDER=0 skips it (a bundle-size measurement, say).
 */
function prerenderSite(): Plugin {
  let ssr = false;
  let root = '';
  let outDir = '';
  return {
    name: 'tickrelay-prerender',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (ssr || process.env.TICKRELAY_PRERENDER === '0') return;
      await build({
        root,
        logLevel: 'warn',
        build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true },
      });
      execFileSync('npx', ['tsx', 'scripts/prerender.ts'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, PRERENDER_DIST: outDir },
      });
    },
  };
}

export default defineConfig({
  plugins: [prerenderSite()],
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
