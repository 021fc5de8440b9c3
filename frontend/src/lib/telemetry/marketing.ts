// Ad conversion and third-party scripts, each only when configured AND consented to (GDPR, CNIL:
// nothing loads or is sent before the visitor accepts; withdrawing stops it). The code that does
// the work is a separate chunk that a site without any of them never downloads.
import { runtimeConfig } from '@/config/runtime-config';
import { grantedPurposes, subscribeToConsent } from '@/lib/consent/consent-store';

import { afterFirstPaint } from './after-paint';
import type { GrantedPurposes, MarketingConfig } from './marketing-tags';

type TagsModule = typeof import('./marketing-tags');

export interface ConsentSource {
  granted: () => GrantedPurposes;
  subscribe: (listener: () => void) => () => void;
}

export interface MarketingOptions {
  config?: MarketingConfig;
  load?: () => Promise<TagsModule>;
  schedule?: (start: () => void) => void;
  consent?: ConsentSource;
  /** Called when consent is withdrawn after a script ran: only a new page unloads its code. */
  reload?: () => void;
}

const storeConsent: ConsentSource = {
  granted: () => grantedPurposes(),
  subscribe: subscribeToConsent,
};

export function isMarketingConfigured(config: MarketingConfig = runtimeConfig): boolean {
  return Boolean(config.analyticsUrl || config.tagManagerUrl || config.adsConversionId);
}

export function createMarketing(options: MarketingOptions = {}) {
  const config = options.config ?? runtimeConfig;
  const load = options.load ?? (() => import('./marketing-tags'));
  const schedule = options.schedule ?? afterFirstPaint;
  const consent = options.consent ?? storeConsent;
  const reload = options.reload ?? (() => window.location.reload());
  const configured = isMarketingConfigured(config);
  let tags: Promise<TagsModule> | null = null;
  let started = false;
  // What this page has been allowed so far, to notice a withdrawal.
  let applied: GrantedPurposes = { analytics: false, advertising: false };

  // Work waits for the first paint, then goes out in order.
  const withTags = (use: (module: TagsModule) => void) => {
    tags ??= new Promise<void>((resolve) => schedule(resolve)).then(load);
    tags.then(use, (error: unknown) => console.warn('[tags] failed to load', error));
  };

  const sendConversion = () => {
    if (!config.adsConversionId) return;
    withTags((module) => module.sendConversion(config.adsConversionId));
  };

  const apply = (changed: boolean) => {
    const granted = consent.granted();
    const withdrawn =
      (applied.analytics && !granted.analytics) || (applied.advertising && !granted.advertising);
    const newlyAdvertising = granted.advertising && !applied.advertising;
    applied = granted;
    if (withdrawn) {
      // Only if the tags module was ever loaded can anything have run.
      if (tags) {
        withTags((module) => {
          if (module.removeMarketing()) reload();
          else if (granted.analytics || granted.advertising)
            module.loadMarketingScripts(config, granted);
        });
      }
      return;
    }
    if (!granted.analytics && !granted.advertising) return;
    withTags((module) => module.loadMarketingScripts(config, granted));
    // The page the visitor accepted on counts, as the app mount would have (at start, the mount's
    // own conversion() call covers it).
    if (changed && newlyAdvertising) sendConversion();
  };

  return {
    configured,
    /** Loads the consented scripts after the first paint, and follows consent changes; idempotent. */
    start(): void {
      if (!configured || started) return;
      started = true;
      consent.subscribe(() => apply(true));
      apply(false);
    },
    /** Spec §7: value 1, currency USD, on app mount and after every route change; with consent only. */
    conversion(): void {
      if (!started || !consent.granted().advertising) return;
      sendConversion();
    },
  };
}

export const marketing = createMarketing();
