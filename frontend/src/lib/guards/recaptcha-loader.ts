// reCAPTCHA v3: the script is added only when verification is configured, once per page load:
// Google's with a site key, or the api's own (RECAPTCHA_PROVIDER=local), which defines the same
// window.grecaptcha.
import { localRecaptchaScript } from '@tickrelay/contracts/endpoints/recaptcha.endpoints';

import {
  type RecaptchaProvider,
  recaptchaProviderOf,
  runtimeConfig,
} from '@/config/runtime-config';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-v3-script';
const LOAD_TIMEOUT_MS = 15000;

let loading: Promise<Grecaptcha> | null = null;

export const DEFAULT_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The provider the runtime config names (the web container's PUBLIC_RECAPTCHA_PROVIDER). */
export function configuredRecaptchaProvider(): RecaptchaProvider {
  return recaptchaProviderOf(runtimeConfig.recaptchaProvider);
}

/** The v3 script for the site key, from the configured URL (e.g. recaptcha.net) or Google's. */
export function recaptchaScriptUrl(
  siteKey: string,
  base: string = runtimeConfig.recaptchaScriptUrl || DEFAULT_RECAPTCHA_SCRIPT_URL,
): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}render=${encodeURIComponent(siteKey)}`;
}

/** Which script the page loads: the api's own for the local provider, else Google's. */
export function recaptchaScriptSource(provider: RecaptchaProvider, siteKey: string): string {
  return provider === 'local' ? localRecaptchaScript.path : recaptchaScriptUrl(siteKey);
}

export function loadRecaptcha(
  siteKey: string,
  provider: RecaptchaProvider = configuredRecaptchaProvider(),
): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) {
        reject(new Error('reCAPTCHA did not initialise'));
        return;
      }
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    if (window.grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.id = RECAPTCHA_SCRIPT_ID;
    script.src = recaptchaScriptSource(provider, siteKey);
    script.async = true;
    script.defer = true;
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      whenReady();
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new Error('reCAPTCHA could not be loaded'));
    });
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // allow a later retry (e.g. back online)
    document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
    throw error;
  });
  return loading;
}

export async function executeRecaptcha(
  siteKey: string,
  action: string,
  provider: RecaptchaProvider = configuredRecaptchaProvider(),
): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey, provider);
  return grecaptcha.execute(siteKey, { action });
}

/** For tests: forget the loaded script. */
export function resetRecaptchaLoader(): void {
  loading = null;
}
