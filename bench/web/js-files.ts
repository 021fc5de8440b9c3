// bench/web/js-files.ts: which scripts a first visit loads, file by file (bytes as served by the
// repo's nginx config, and at gzip -9), for a built site. The table of run.ts gives the totals;
// this says where they come from.
//   npx tsx bench/web/js-files.ts                     frontend/dist, page /
//   APP_DIST=/tmp/after PAGES=/,/fr/blog npx tsx bench/web/js-files.ts
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { startService, stopService } from '../../scripts/lib/processes';
import { nginxBinary, renderNginxConfig, repoRoot } from '../../scripts/lib/stack';

import { chromeFlags, chromePath } from './lighthouse-runner';
import { kb } from './measure-js';

const PORT = 8094;

interface Script {
  url: string;
  served: number;
  gzip9: number;
}

async function scriptsOf(url: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.split(' '),
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<Script>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          return {
            url: new URL(request.url()).pathname,
            served: sizes.responseBodySize,
            gzip9: gzipSync(body, { level: 9 }).length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

async function main() {
  const root = process.env.APP_DIST ?? join(repoRoot, 'frontend/dist');
  const state = join(repoRoot, '.stack', 'bench-js-files-nginx');
  rmSync(state, { recursive: true, force: true });
  mkdirSync(join(state, 'runtime'), { recursive: true });
  const conf = renderNginxConfig(state, {
    LISTEN_PORT: String(PORT),
    WEB_ROOT: root,
    API_UPSTREAM: '127.0.0.1:3095',
    RUNTIME_CONFIG_DIR: join(state, 'runtime'),
    SITE_ORIGIN: '$scheme://$tickrelay_request_host',
  });
  const nginx = startService(
    'js-files-nginx',
    nginxBinary,
    ['-p', state, '-c', conf, '-g', 'daemon off;'],
    join(state, 'nginx.log'),
  );
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`http://127.0.0.1:${PORT}/`);
        break;
      } catch (error) {
        if (tries > 40) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    for (const path of (process.env.PAGES ?? '/').split(',')) {
      const scripts = await scriptsOf(`http://127.0.0.1:${PORT}${path}`);
      console.log(`\n${path}`);
      for (const script of [...scripts].sort((a, b) => b.served - a.served)) {
        console.log(
          `  ${kb(script.served).padStart(9)}  ${kb(script.gzip9).padStart(9)}  ${script.url}`,
        );
      }
      const total = (key: 'served' | 'gzip9') => scripts.reduce((sum, item) => sum + item[key], 0);
      console.log(
        `  ${kb(total('served')).padStart(9)}  ${kb(total('gzip9')).padStart(9)}  ${scripts.length} files`,
      );
    }
  } finally {
    await stopService(nginx);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
