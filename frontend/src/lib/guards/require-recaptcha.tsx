import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { runtimeConfig } from '@/config/runtime-config';

import { RecaptchaContext, type RecaptchaStatus, type RecaptchaValue } from './recaptcha-context';
import { executeRecaptcha } from './recaptcha-loader';

export interface RequireRecaptchaProps {
  /** The reCAPTCHA v3 action, verified by the API too (e.g. renew_subscription). */
  action: string;
  children: ReactNode;
  /** Defaults to the runtime config's recaptchaSiteKey. */
  siteKey?: string;
}

/**
 * Guard `recaptcha`: loads reCAPTCHA v3 only when a site key is configured, obtains a token for
 * the action and provides it to the page (useRecaptcha). Without a site key the status is
 * `unavailable` and the page keeps its protected action disabled.
 */
export function RequireRecaptcha({
  action,
  children,
  siteKey = runtimeConfig.recaptchaSiteKey,
}: RequireRecaptchaProps) {
  const [status, setStatus] = useState<RecaptchaStatus>(siteKey ? 'loading' : 'unavailable');
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    let active = true;
    executeRecaptcha(siteKey, action).then(
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
  }, [siteKey, action]);

  const getToken = useCallback(async (): Promise<string | null> => {
    if (!siteKey) return null;
    try {
      const value = await executeRecaptcha(siteKey, action);
      setToken(value);
      setStatus('ready');
      return value;
    } catch {
      setStatus('error');
      return null;
    }
  }, [siteKey, action]);

  const value = useMemo<RecaptchaValue>(
    () => ({ action, status: siteKey ? status : 'unavailable', token, getToken }),
    [action, siteKey, status, token, getToken],
  );

  return <RecaptchaContext.Provider value={value}>{children}</RecaptchaContext.Provider>;
}
