import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { type RecaptchaProvider, runtimeConfig } from '@/config/runtime-config';

import { RecaptchaContext, type RecaptchaStatus, type RecaptchaValue } from './recaptcha-context';
import { configuredRecaptchaProvider, executeRecaptcha } from './recaptcha-loader';

export interface RequireRecaptchaProps {
  /** The reCAPTCHA v3 action, verified by the API too (e.g. renew_subscription). */
  action: string;
  children: ReactNode;
  /** Defaults to the runtime config's recaptchaSiteKey (Google's provider needs one). */
  siteKey?: string;
  /** Defaults to the runtime config's recaptchaProvider. */
  provider?: RecaptchaProvider;
}

/**
 * Guard `recaptcha`: loads reCAPTCHA v3 when verification is configured (the local provider, or
 * Google's with a site key), obtains a token for the action and provides it to the page
 * (useRecaptcha). Otherwise the status is `unavailable` and the page keeps its protected action
 * disabled.
 */
export function RequireRecaptcha({
  action,
  children,
  siteKey = runtimeConfig.recaptchaSiteKey,
  provider = configuredRecaptchaProvider(),
}: RequireRecaptchaProps) {
  const configured = provider === 'local' || siteKey !== '';
  const [status, setStatus] = useState<RecaptchaStatus>(configured ? 'loading' : 'unavailable');
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (!configured) return;
    let active = true;
    executeRecaptcha(siteKey, action, provider).then(
      (value) => {
        if (!active) return;
        setToken(value);
        setStatus('ready');
      },
      () => {
        if (active) setStatus('error');
      },
    );
    return () => {
      active = false;
    };
  }, [configured, siteKey, action, provider]);

  const getToken = useCallback(async (): Promise<string | null> => {
    if (!configured) return null;
    try {
      const value = await executeRecaptcha(siteKey, action, provider);
      setToken(value);
      setStatus('ready');
      return value;
    } catch {
      setStatus('error');
      return null;
    }
  }, [configured, siteKey, action, provider]);

  const value = useMemo<RecaptchaValue>(
    () => ({
      action,
      provider,
      status: configured ? status : 'unavailable',
      token,
      getToken,
    }),
    [action, provider, configured, status, token, getToken],
  );

  return <RecaptchaContext.Provider value={value}>{children}</RecaptchaContext.Provider>;
}
