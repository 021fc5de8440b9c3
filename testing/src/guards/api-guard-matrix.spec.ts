import * as account from '@tickrelay/contracts/endpoints/account.endpoints';
import * as auth from '@tickrelay/contracts/endpoints/auth.endpoints';
import * as billing from '@tickrelay/contracts/endpoints/billing.endpoints';
import * as subscription from '@tickrelay/contracts/endpoints/subscription.endpoints';

import { apiGuardMatrix } from './api-guard-matrix';

const cases = apiGuardMatrix({ recaptchaToken: () => 'token', recaptchaVerifier: true });

describe('the API guard matrix', () => {
  it('covers every accounts, profile, subscription and billing endpoint of the contracts, once', () => {
    const endpoints = [account, auth, subscription, billing].flatMap((module) =>
      Object.values(module).filter(
        (value): value is { method: string; path: string } =>
          typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
      ),
    );
    expect(endpoints.length).toBeGreaterThan(10);
    const covered = cases.map((route) => route.endpoint);
    for (const endpoint of endpoints) {
      expect({ endpoint, times: covered.filter((item) => item === endpoint).length }).toEqual({
        endpoint,
        times: 1,
      });
    }
  });

  it('expects what each guard does: @Auth() and @Member() turn visitors away, @Guest() members', () => {
    for (const route of cases.filter((item) => item.guard === 'auth' || item.guard === 'member')) {
      expect([route.path, route.visitor]).toEqual([route.path, [401, 'UNAUTHORIZED']]);
    }
    for (const route of cases.filter((item) => item.guard === 'guest')) {
      expect([route.path, route.member]).toEqual([route.path, [403, 'ALREADY_SIGNED_IN']]);
    }
    // The matrix's member has no subscription.
    for (const route of cases.filter((item) => item.guard === 'member')) {
      expect([route.path, route.member]).toEqual([route.path, [403, 'SUBSCRIPTION_REQUIRED']]);
    }
  });

  it('fills path parameters and fails the renewal closed without a verifier', () => {
    expect(cases.find((route) => route.path.startsWith('/api/account/sessions/'))?.path).toMatch(
      /^\/api\/account\/sessions\/[0-9a-f-]{36}$/,
    );
    const closed = apiGuardMatrix({ recaptchaToken: () => 'token', recaptchaVerifier: false });
    expect(
      closed.find((route) => route.endpoint === subscription.renewSubscription)?.member,
    ).toEqual([503, 'RECAPTCHA_UNAVAILABLE']);
  });
});
