// axe-core (npm) run inside the page under test, in Debian's Chromium: the accessibility checks of
// the a11y spec, with each violation reported as rule, impact and the CSS target of every node.
import { readFileSync } from 'node:fs';

import type { BrowserContext, Page } from 'playwright-core';

/** WCAG 2.0/2.1 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type ColorMode = 'light' | 'dark';

/** The site's colour mode is read from localStorage before the first paint (lib/color-mode). */
export async function useColorMode(context: BrowserContext, mode: ColorMode): Promise<void> {
  await context.addInitScript((value) => {
    window.localStorage.setItem('nuxt-color-mode', value);
  }, mode);
}

/** Waits for the page heading, web fonts and every running CSS animation or transition to end. */
export async function settle(page: Page): Promise<void> {
  await page.getByTestId('page-heading').first().waitFor({ state: 'visible', timeout: 20000 });
  // A prerendered page is visible before React hydrates it, and hydration may restyle it (colour
  // mode, consent banner): on a loaded machine that came after the audit and failed it in CI.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30000 });
  // Prerendered pages start light and hydration switches to the stored mode: wait for it (a page
  // that forces its own mode keeps it; the report names the mode shown).
  await page
    .waitForFunction(
      () => {
        const stored = window.localStorage.getItem('nuxt-color-mode');
        return stored === null || stored === document.documentElement.dataset.theme;
      },
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Twice, a frame apart: an animation may start from a style the first batch's end applied.
    for (let round = 0; round < 2; round++) {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
  });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe on the whole document; the violations, each with the targets of its nodes. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an inline <script>.
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{
          target: unknown[];
          html: string;
          any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } }>;
        }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const target = node.target.map(String).join(' ');
        const contrast = node.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
        const colours = contrast
          ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1]`
          : '';
        return `${target} ${node.html.slice(0, 90)}${colours}`;
      }),
    }));
  }, AXE_TAGS);
}

/** One line per violation and target, readable in a failed expectation. */
export function describeViolations(where: string, violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.targets.map(
      (target) =>
        `${where}: ${violation.id} (${violation.impact ?? '?'}) ${target} — ${violation.help}`,
    ),
  );
}
