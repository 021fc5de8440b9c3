// bench/web/js-files.ts: which scripts a first visit loads, file by file (bytes as served by the
// repo's nginx config, and at gzip -9), for a built site. The table of run.ts gives the totals;
// this says where they come from.
//   npx tsx bench/web/js-files.ts                     frontend/dist, page /
//   APP_DIST=/tmp/after PAGES=/,/fr/blog npx tsx bench/web/js-files.ts
import { join } from 'node:path';

import { stopService } from '../../scripts/lib/processes';
import { repoRoot, waitForHttp } from '../../scripts/lib/stack';

import { firstVisitScripts, kb } from './measure-js';
import { serveStatic } from './serve-static';

const PORT = 8094;

async function main() {
  const nginx = serveStatic(
    'js-files',
    PORT,
    process.env.APP_DIST ?? join(repoRoot, 'frontend/dist'),
  );
  try {
    await waitForHttp(`http://127.0.0.1:${PORT}/`, [nginx], 10_000);
    for (const path of (process.env.PAGES ?? '/').split(',')) {
      const scripts = await firstVisitScripts(`http://127.0.0.1:${PORT}${path}`);
      console.log(`\n${path}`);
      for (const script of [...scripts].sort((a, b) => b.served - a.served)) {
        console.log(
          `  ${kb(script.served).padStart(9)}  ${kb(script.gzip9).padStart(9)}  ${script.path}`,
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
