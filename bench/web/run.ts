// bench/web: first-visit JavaScript weight and Lighthouse performance of the production build served
// by the repo's nginx config, on the six pages the issue names, each beside a baseline (React +
// react-dom + react-router + styled-components rendering one route) built and served the same way in
// the same run. BEFORE_DIST=<a built frontend dist> serves an older build too (same nginx config) so
// a change can be measured before/after in one run; APP_DIST=<dist> serves that build as the app
// (on 8098) instead of frontend/dist, e.g. a build of a clean checkout while others edit the tree.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { runOrThrow, stopService } from '../../scripts/lib/processes';
import { build, repoRoot, startStack, waitForHttp } from '../../scripts/lib/stack';

import {
  lighthouse,
  lighthouseInstalled,
  MAX_TRIES,
  type LighthouseFailure,
  type LighthouseFigures,
  type Mode,
} from './lighthouse-runner';
import { kb, measureJs, type JsWeight } from './measure-js';
import { serveStatic } from './serve-static';

const outDir = join(repoRoot, 'bench/results');
const PAGES = (
  process.env.PAGES ??
  '/,/fr,/blog,/blog/2026/webhook-security,/docs/webhooks/webhook-url,/tools/alert-builder'
).split(',');
const MODES = (process.env.MODES ?? 'mobile,desktop').split(',') as Mode[];

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

interface Site {
  name: string;
  origin: string;
  pages: string[];
}

type Runs = Map<string, LighthouseFigures[]>;
const runKey = (site: string, path: string, mode: Mode) => `${site} ${mode} ${path}`;

function summary(runs: Runs, site: string, path: string, mode: Mode): string {
  if (!MODES.includes(mode)) return 'not run | | |';
  const list = runs.get(runKey(site, path, mode)) ?? [];
  if (!list.length) return 'failed | | |';
  const score = median(list.map((item) => item.score));
  const lcp = median(list.map((item) => item.lcpMs));
  const tbt = median(list.map((item) => item.tbtMs));
  const cls = median(list.map((item) => item.cls));
  return `${score} | ${(lcp / 1000).toFixed(1)} s | ${Math.round(tbt)} ms | ${cls.toFixed(3)}`;
}

async function main(): Promise<void> {
  if (!lighthouseInstalled()) {
    throw new Error('lighthouse is not installed: run `npm --prefix bench install` first');
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  if (process.env.SKIP_BUILD !== '1') await build();
  await runOrThrow(
    'npx',
    ['vite', 'build', '--config', join(repoRoot, 'bench/web/baseline/vite.config.ts')],
    { cwd: repoRoot },
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
  const services = [serveStatic('baseline', 8096, join(repoRoot, '.stack/bench-baseline'))];
  if (process.env.APP_DIST) services.push(serveStatic('app', 8098, process.env.APP_DIST));
  const appOrigin = `http://127.0.0.1:${process.env.APP_DIST ? 8098 : 8095}`;
  const sites: Site[] = [
    { name: 'app', origin: appOrigin, pages: PAGES },
    { name: 'baseline', origin: 'http://127.0.0.1:8096', pages: ['/'] },
  ];
  if (process.env.BEFORE_DIST) {
    services.push(serveStatic('before', 8097, process.env.BEFORE_DIST));
    sites.push({ name: 'before', origin: 'http://127.0.0.1:8097', pages: PAGES });
  }
  try {
    for (const site of sites) await waitForHttp(`${site.origin}/`, services, 10_000);
    const weights = new Map<string, JsWeight>();
    console.log('\nFirst visit: JavaScript loaded (served gzip / gzip -9)');
    for (const site of sites) {
      for (const path of site.pages) {
        const weight = await measureJs(`${site.origin}${path}`);
        weights.set(`${site.name} ${path}`, weight);
        console.log(
          `  ${site.name.padEnd(8)} ${path.padEnd(36)} ${String(weight.files).padStart(2)} files  ${kb(weight.served).padStart(9)}  ${kb(weight.gzip9).padStart(9)}`,
        );
      }
    }

    const rounds = Number(process.env.ROUNDS ?? 3);
    const runs: Runs = new Map();
    const failures: LighthouseFailure[] = [];
    let total = 0;
    console.log(`\nLighthouse performance, ${rounds} round(s), up to ${MAX_TRIES} tries per run`);
    for (let round = 0; round < rounds; round += 1) {
      for (const mode of MODES) {
        for (const path of PAGES) {
          // Sites alternate page by page, so a slow moment of the shared machine hits all.
          for (const site of sites.filter((candidate) => candidate.pages.includes(path))) {
            const label = `${site.name}${path.replace(/\//g, '-')}-${mode}-${round}`;
            const figures = await lighthouse(
              `${site.origin}${path}`,
              mode,
              join(outDir, `lighthouse-${label}.json`),
              failures,
            );
            total += 1;
            if (!figures) continue;
            const key = runKey(site.name, path, mode);
            runs.set(key, [...(runs.get(key) ?? []), figures]);
            console.log(
              `  ${label.padEnd(60)} score ${figures.score}  LCP ${Math.round(figures.lcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}${figures.tries > 1 ? `  (try ${figures.tries})` : ''}`,
            );
          }
        }
      }
    }

    const lines = [
      `Median of ${rounds} round(s) per figure.`,
      '',
      '| page | site | first-visit JS (served gzip) | mobile score | LCP | TBT | CLS | desktop score | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    for (const path of PAGES) {
      for (const site of sites.filter((candidate) => candidate.pages.includes(path))) {
        const weight = weights.get(`${site.name} ${path}`);
        const js = weight ? `${kb(weight.served)} (${weight.files} files)` : '';
        lines.push(
          `| \`${path}\` | ${site.name} | ${js} | ${summary(runs, site.name, path, 'mobile')} | ${summary(runs, site.name, path, 'desktop')} |`,
        );
      }
    }
    lines.push(
      '',
      `Lighthouse runs: ${total}, failed tries: ${failures.length}, runs lost after ${MAX_TRIES} tries: ${total - [...runs.values()].reduce((sum, list) => sum + list.length, 0)}.`,
    );
    for (const failure of failures) {
      lines.push(`- ${failure.mode} ${failure.url} try ${failure.attempt}: ${failure.reason}`);
    }
    lines.push('', 'Goals: first-visit JS on / ≤ 120 KB, mobile ≥ 95, desktop 100, CLS ≤ 0.05.');
    const table = lines.join('\n');
    writeFileSync(join(outDir, 'summary.md'), `${table}\n`);
    console.log(`\n${table}\n\n(written to bench/results/summary.md)`);
  } finally {
    for (const service of services) await stopService(service);
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/web: ${(error as Error).message}`);
  process.exit(1);
});
