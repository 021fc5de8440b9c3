// Browser telemetry end to end: a real Chromium visits pages in English and French; the SPA's
// client batches page views, flushes them with sendBeacon when the page goes away, and they land
// in Postgres through nginx, the api, Redis and the worker. The stack runs with
// PUBLIC_TELEMETRY_ENABLED=true (scripts/e2e.ts).
import { Pool } from 'pg';
import type { Browser, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';
import { baseUrl, databaseUrl } from '../src/env';

interface PageViewRow {
  page_path: string;
  page_url: string;
  referrer: string | null;
  session_id: string;
  browser_name: string;
  os_name: string;
  device_type: string;
  screen_width: number;
  screen_height: number;
  event_name: string;
}

interface Beacon {
  url: string;
  accepted: boolean;
  text: boolean;
}

const SESSION_KEY = 'telemetry_session_id';

let browser: Browser;
const pool = new Pool({ connectionString: databaseUrl, max: 2 });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await pool.end();
});

/**
 * The page has rendered, its page view is recorded and the telemetry client is loaded: the SPA sets
 * performance marks for both (a route change can commit a moment before its effects run).
 */
async function settled(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15000 });
  await page.locator('h1').first().waitFor({ timeout: 15000 });
  await page.waitForFunction(
    (expected) =>
      performance.getEntriesByName('telemetry-ready', 'mark').length > 0 &&
      performance.getEntriesByName('telemetry-page-view', 'mark').some((mark) => {
        const detail = (mark as PerformanceMark).detail as { path?: string } | null;
        return detail?.path === expected;
      }),
    path,
    { timeout: 15000 },
  );
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page, path);
}

/** In-app navigation through a link of the page, so the router (not a reload) changes the route. */
async function follow(page: Page, path: string): Promise<void> {
  await page.locator(`footer a[href="${path}"]`).first().click();
  await settled(page, path);
}

const sessionIdOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

async function pageViews(sessionId: string, expected: string[]): Promise<PageViewRow[]> {
  const deadline = Date.now() + 45000;
  let rows: PageViewRow[] = [];
  while (Date.now() < deadline) {
    const result = await pool.query<PageViewRow>(
      `select page_path, page_url, referrer, session_id, browser_name, os_name, device_type,
              screen_width, screen_height, event_name
         from telemetry_events
        where event_type = 'page_view' and session_id = $1`,
      [sessionId],
    );
    rows = result.rows;
    const paths = new Set(rows.map((row) => row.page_path));
    if (expected.every((path) => paths.has(path))) return rows;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(
    `page views of ${expected.join(', ')} did not all arrive; found: ${JSON.stringify(rows.map((row) => row.page_path))}`,
  );
}

describe('browser telemetry', () => {
  it('records page views in both languages in Postgres, with one session id across pages', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    // Counts the beacons the page sends; sessionStorage outlives each page of the tab.
    await context.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        const accepted = send(url, data);
        const log = JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[];
        log.push({ url: String(url), accepted, text: typeof data === 'string' });
        sessionStorage.setItem('e2e-beacons', JSON.stringify(log));
        return accepted;
      };
    });
    let firstSession: string | null = null;
    let lastSession: string | null = null;
    let beacons: Beacon[] = [];
    try {
      await visit(page, '/');
      firstSession = await sessionIdOf(page);
      await visit(page, '/about');
      await follow(page, '/blog');
      await visit(page, '/fr/blog');
      await follow(page, '/fr/docs');
      lastSession = await sessionIdOf(page);
      // Leaving the SPA fires pagehide: the queued page views go out with sendBeacon. A static file
      // of the same origin still sees the tab's sessionStorage.
      await page.goto('/robots.txt');
      beacons = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as Beacon[],
      );
    } finally {
      await context.close();
    }

    expect(firstSession).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastSession).toBe(firstSession);

    const expected = ['/', '/about', '/blog', '/fr/blog', '/fr/docs'];
    const rows = await pageViews(firstSession!, expected);
    // One row per visit: no duplicates from StrictMode, the beacon or a redelivered job.
    expect(rows.map((row) => row.page_path).sort()).toEqual([...expected].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        session_id: firstSession,
        event_name: 'Page View',
        browser_name: 'Chrome',
        os_name: 'Linux',
        device_type: 'desktop',
      });
      expect(row.page_url).toBe(`${baseUrl}${row.page_path}`);
      expect(row.screen_width).toBeGreaterThan(0);
      expect(row.screen_height).toBeGreaterThan(0);
    }
    // An in-app route change names the page before it as referrer.
    const byPath = new Map(rows.map((row) => [row.page_path, row]));
    expect(byPath.get('/blog')?.referrer).toBe(`${baseUrl}/about`);
    expect(byPath.get('/fr/docs')?.referrer).toBe(`${baseUrl}/fr/blog`);

    // Each document left its queue to a beacon (three at most: one whose queue was already sent
    // by the 5000 ms timer on a slow machine has nothing left), which the browser accepted, as text.
    expect(beacons.length).toBeGreaterThanOrEqual(1);
    expect(beacons.length).toBeLessThanOrEqual(3);
    for (const beacon of beacons) {
      expect(beacon).toEqual({ url: '/api/telemetry/batch', accepted: true, text: true });
    }
    expect(consoleErrors).toEqual([]);
  });

  it('records unhandled errors and rejections of the page as error events', async () => {
    const { context, page } = await newPage(browser);
    const marker = `e2e-${Date.now()}`;
    let sessionId: string | null = null;
    try {
      await visit(page, '/fr/contact');
      sessionId = await sessionIdOf(page);
      await page.evaluate((text) => {
        setTimeout(() => {
          throw new Error(`${text} thrown`);
        });
        void Promise.reject(new Error(`${text} rejected`));
      }, marker);
      // Both have been dispatched once a later timer has run.
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      await page.goto('/robots.txt');
    } finally {
      await context.close();
    }
    const deadline = Date.now() + 45000;
    let rows: {
      event_name: string;
      error_message: string;
      stack_trace: string | null;
      page_path: string;
    }[] = [];
    while (Date.now() < deadline && rows.length < 2) {
      const result = await pool.query<(typeof rows)[number]>(
        `select event_name, error_message, stack_trace, page_path
           from telemetry_events
          where event_type = 'error' and session_id = $1 and error_message like $2
          order by event_name`,
        [sessionId, `${marker}%`],
      );
      rows = result.rows;
      if (rows.length < 2) await new Promise((done) => setTimeout(done, 300));
    }
    expect(rows.map((row) => [row.event_name, row.error_message, row.page_path])).toEqual([
      ['Global Error Handler', `${marker} thrown`, '/fr/contact'],
      ['Unhandled Promise', `${marker} rejected`, '/fr/contact'],
    ]);
    expect(rows.every((row) => row.stack_trace?.includes(marker))).toBe(true);
  });
});
