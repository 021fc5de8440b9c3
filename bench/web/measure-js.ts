// The JavaScript a first visit loads: every script response until the network is idle, as served
// (nginx's gzip) and recompressed at gzip -9, in a fresh browser (empty cache).
import { gzipSync } from 'node:zlib';

import { chromium } from 'playwright-core';

import { chromeFlags, chromePath } from './lighthouse-runner';

export interface JsWeight {
  files: number;
  served: number;
  gzip9: number;
}

export interface ScriptWeight {
  /** The script's path. */
  path: string;
  served: number;
  gzip9: number;
}

/** Every script a first visit of `url` loads until the network is idle, one by one. */
export async function firstVisitScripts(url: string): Promise<ScriptWeight[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.split(' '),
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<ScriptWeight>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          const sizes = await request.sizes();
          return {
            path: new URL(request.url()).pathname,
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

export async function measureJs(url: string): Promise<JsWeight> {
  const all = await firstVisitScripts(url);
  return {
    files: all.length,
    served: all.reduce((sum, item) => sum + item.served, 0),
    gzip9: all.reduce((sum, item) => sum + item.gzip9, 0),
  };
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
