// Debian's Chromium driven by playwright-core; never a downloaded browser.
import { existsSync } from 'node:fs';

import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { baseUrl } from './env';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; colorScheme?: 'light' | 'dark'; timezoneId?: string } = {},
): Promise<PageSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: options.locale ?? 'en-US',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** Signs the browser context in with the session an API agent holds (its cookies, as the API set them). */
export async function useSession(context: BrowserContext, agent: ApiAgent): Promise<void> {
  await context.addCookies(
    [...agent.cookies].map(([name, value]) => ({
      name,
      value,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
}
