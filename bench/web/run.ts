// bench/web: first-visit JavaScript weight and Lighthouse performance of the production build served
// by the repo's nginx config, each against a baseline (React + react-dom + react-router +
// styled-components rendering one route) built and served the same way in the same run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { runOrThrow, startService, stopService } from '../../scripts/lib/processes';
import {
  build,
  nginxBinary,
  renderNginxConfig,
  repoRoot,
  startStack,
} from '../../scripts/lib/stack';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const lighthouseCli = join(repoRoot, 'bench/node_modules/lighthouse/cli/index.js');
const outDir = join(repoRoot, 'bench/results');

interface JsWeight {
  files: number;
  served: number;
  gzip9: number;
}

async function measureJs(url: string): Promise<JsWeight> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.split(' '),
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<{ served: number; gzip9: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          return { served: sizes.responseBodySize, gzip9: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(scripts);
    return {
      files: all.length,
      served: all.reduce((sum, item) => sum + item.served, 0),
      gzip9: all.reduce((sum, item) => sum + item.gzip9, 0),
    };
  } finally {
    await browser.close();
  }
}

interface LighthouseFigures {
  score: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

function lighthouse(url: string, mode: 'mobile' | 'desktop', label: string): LighthouseFigures {
  const output = join(outDir, `lighthouse-${label}-${mode}.json`);
  const args = [
    lighthouseCli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=${chromeFlags}`,
  ];
  if (mode === 'desktop') args.push('--preset=desktop');
  execFileSync('node', args, {
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: 'inherit',
  });
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    score: Math.round(report.categories.performance.score * 100),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function main(): Promise<void> {
  if (!existsSync(lighthouseCli)) {
    throw new Error('lighthouse is not installed: run `npm --prefix bench install` first');
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (process.env.SKIP_BUILD !== '1') await build();
  await runOrThrow(
    'npx',
    ['vite', 'build', '--config', join(repoRoot, 'bench/web/baseline/vite.config.ts')],
    {
      cwd: repoRoot,
    },
  );

  const stack = await startStack({
    name: 'bench-web',
    webPort: 8095,
    apiPort: 3095,
    workerPort: 3096,
    databaseUrl:
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_bench',
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/4',
  });
  const baselineState = join(repoRoot, '.stack', 'bench-baseline-nginx');
  rmSync(baselineState, { recursive: true, force: true });
  mkdirSync(join(baselineState, 'runtime'), { recursive: true });
  const baselineConf = renderNginxConfig(baselineState, {
    LISTEN_PORT: '8096',
    WEB_ROOT: join(repoRoot, '.stack/bench-baseline'),
    API_UPSTREAM: '127.0.0.1:3095',
    RUNTIME_CONFIG_DIR: join(baselineState, 'runtime'),
  });
  const baselineNginx = startService(
    'baseline-nginx',
    nginxBinary,
    ['-p', baselineState, '-c', baselineConf, '-g', 'daemon off;'],
    join(baselineState, 'nginx.log'),
  );
  await new Promise((done) => setTimeout(done, 500));
  const app = 'http://127.0.0.1:8095';
  const baseline = 'http://127.0.0.1:8096';

  try {
    const appJs = await measureJs(`${app}/`);
    const baseJs = await measureJs(`${baseline}/`);
    const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('\nFirst visit to / : JavaScript loaded (gzip)');
    console.log(
      `  app       ${appJs.files} files, served ${kb(appJs.served)}, gzip -9 ${kb(appJs.gzip9)}`,
    );
    console.log(
      `  baseline  ${baseJs.files} files, served ${kb(baseJs.served)}, gzip -9 ${kb(baseJs.gzip9)}`,
    );
    console.log(
      `  ratio app/baseline (served) ${(appJs.served / baseJs.served).toFixed(2)}  goal: app ≤ 120 KB`,
    );

    const rounds = Number(process.env.ROUNDS ?? 3);
    console.log(`\nLighthouse performance (median of ${rounds}, Debian Chromium)`);
    for (const mode of ['mobile', 'desktop'] as const) {
      const base: LighthouseFigures[] = [];
      const figures: Record<string, LighthouseFigures[]> = { '/': [], '/fr': [] };
      for (let round = 0; round < rounds; round += 1) {
        base.push(lighthouse(`${baseline}/`, mode, `baseline-${round}`));
        for (const path of ['/', '/fr']) {
          figures[path]!.push(
            lighthouse(`${app}${path}`, mode, `app${path.replace('/', '-')}-${round}`),
          );
        }
      }
      const baseScore = median(base.map((item) => item.score));
      for (const [path, list] of Object.entries(figures)) {
        const score = median(list.map((item) => item.score));
        console.log(
          `  ${mode.padEnd(7)} ${path.padEnd(3)} score ${score} (baseline ${baseScore}, ratio ${(score / baseScore).toFixed(2)})` +
            `  CLS ${median(list.map((item) => item.cls)).toFixed(3)}` +
            `  LCP ${Math.round(median(list.map((item) => item.lcpMs)))} ms` +
            `  TBT ${Math.round(median(list.map((item) => item.tbtMs)))} ms`,
        );
      }
    }
    console.log('\nGoals: mobile ≥ 95, desktop 100, CLS ≤ 0.05');
  } finally {
    await stopService(baselineNginx);
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/web: ${(error as Error).message}`);
  process.exit(1);
});
