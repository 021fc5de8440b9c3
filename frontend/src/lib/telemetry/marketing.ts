// Ad conversion and third-party scripts, each only when configured; the code that does the work is
// a separate chunk that a site without any of them never downloads.
import { runtimeConfig } from '@/config/runtime-config';

import { afterFirstPaint } from './after-paint';
import type { MarketingConfig } from './marketing-tags';

type TagsModule = typeof import('./marketing-tags');

export interface MarketingOptions {
  config?: MarketingConfig;
  load?: () => Promise<TagsModule>;
  schedule?: (start: () => void) => void;
}

export function createMarketing(options: MarketingOptions = {}) {
  const config = options.config ?? runtimeConfig;
  const load = options.load ?? (() => import('./marketing-tags'));
  const schedule = options.schedule ?? afterFirstPaint;
  const configured = Boolean(config.analyticsUrl || config.tagManagerUrl || config.adsConversionId);
  let tags: Promise<TagsModule> | null = null;
  let started = false;

  // Conversions recorded before the first paint wait for it too, then go out in order.
  const withTags = (use: (module: TagsModule) => void) => {
    tags ??= new Promise<void>((resolve) => schedule(resolve)).then(load);
    tags.then(use, (error: unknown) => console.warn('[tags] failed to load', error));
  };

  return {
    configured,
    /** Loads the configured scripts after the first paint; idempotent. */
    start(): void {
      if (!configured || started) return;
      started = true;
      withTags((module) =>
        module.loadMarketingScripts({
          analyticsUrl: config.analyticsUrl,
          tagManagerUrl: config.tagManagerUrl,
          adsConversionId: config.adsConversionId,
        }),
      );
    },
    /** Spec §7: value 1, currency USD, on app mount and after every route change. */
    conversion(): void {
      if (!config.adsConversionId) return;
      withTags((module) => module.sendConversion(config.adsConversionId));
    },
  };
}

export const marketing = createMarketing();
