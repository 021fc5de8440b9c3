// What the checkout suites share: the billing api behind the siteverify stub (as production runs
// reCAPTCHA) and the checkout request with a token the stub accepts.
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { recaptchaTestToken, startSiteverifyStub } from '@tickrelay/testing/stubs/siteverify.stub';

import { type BillingTestApi, startBillingApi } from './billing-helpers';

export interface CheckoutSuite {
  api: BillingTestApi;
  close(): Promise<void>;
}

export async function startCheckoutSuite(): Promise<CheckoutSuite> {
  const siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  const api = await startBillingApi({
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
  });
  return {
    api,
    close: async () => {
      await api.close();
      await siteverify.stop();
    },
  };
}

/** POST /api/subscription/checkout for the monthly plan, with a renewal token the stub accepts. */
export function postCheckout<T>(agent: ApiAgent, currency = 'usd') {
  return agent.post<T>('/api/subscription/checkout', {
    plan: 'monthly',
    currency,
    recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
  });
}
