// A member with an active subscription, as the browser specs need one: signed up and confirmed
// through the API (the mailed link), a monthly plan paid on the sandbox provider's hosted page (its
// own form and token), entitled once the provider's event is applied.
import {
  getEntitlement,
  startCheckout,
  type CheckoutStarted,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import {
  issueLocalRecaptchaToken,
  type LocalRecaptchaToken,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { recaptchaTestToken } from '@tickrelay/testing/stubs/siteverify.stub';

import { baseUrl } from './env';
import { agent, mailbox } from './stack-clients';

/** Polls `read` until it gives a value (every 250 ms), failing with `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 30000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A reCAPTCHA token for the renewal: the siteverify stub's (scripts/e2e.ts sets SITEVERIFY_URL and
 * runs the google provider against it), else one the api's local provider issues (docker compose).
 */
async function renewalToken(member: ApiAgent): Promise<string> {
  if (process.env.SITEVERIFY_URL) {
    return recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, new URL(baseUrl).hostname);
  }
  const issued = await member.post<LocalRecaptchaToken>(issueLocalRecaptchaToken.path, {
    action: RENEW_SUBSCRIPTION_ACTION,
  });
  if (issued.status !== 200) throw new Error(`no local reCAPTCHA token: ${issued.status}`);
  return issued.body.token;
}

export interface SubscribedMemberOptions {
  locale: 'en' | 'fr';
  currency: string;
  displayName?: string;
}

/** A signed-in API agent of a member whose monthly plan is paid and active. */
export async function subscribedMember(options: SubscribedMemberOptions): Promise<ApiAgent> {
  const member = agent({ language: options.locale });
  await signUpMember(member, mailbox, {
    locale: options.locale,
    displayName: options.displayName ?? 'Ada Webhook',
  });
  const started = await member.post<CheckoutStarted>(startCheckout.path, {
    plan: 'monthly',
    currency: options.currency,
    recaptchaToken: await renewalToken(member),
  });
  if (started.status !== 201) throw new Error(`checkout answered ${started.status}`);
  const hosted = `${baseUrl}${new URL(started.body.url).pathname}`;
  const html = await (await fetch(hosted)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no payment form at ${hosted}`);
  const paid = await fetch(hosted, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', token }).toString(),
  });
  if (paid.status !== 303) throw new Error(`the sandbox payment answered ${paid.status}`);
  await until('the entitlement', async () =>
    (await member.get(getEntitlement.path)).status === 200 ? true : undefined,
  );
  return member;
}
