import { createContext, useContext } from 'react';

import type { RecaptchaProvider } from '@/config/runtime-config';

export type RecaptchaStatus = 'unavailable' | 'loading' | 'ready' | 'error';

export interface RecaptchaValue {
  action: string;
  /** Who verifies: Google's reCAPTCHA, or the api's own local provider (development, tests). */
  provider: RecaptchaProvider;
  /** unavailable: Google's provider without a site key (fail closed: the action stays disabled). */
  status: RecaptchaStatus;
  /** The token obtained when the page opened (tokens expire after two minutes). */
  token: string | null;
  /** A fresh token for the action, to send with the protected request; null when not possible. */
  getToken: () => Promise<string | null>;
}

export const RecaptchaContext = createContext<RecaptchaValue | null>(null);

/** The verification state provided by <RequireRecaptcha> around the page. */
export function useRecaptcha(): RecaptchaValue {
  const value = useContext(RecaptchaContext);
  if (!value) throw new Error('useRecaptcha() must be used inside <RequireRecaptcha>');
  return value;
}
