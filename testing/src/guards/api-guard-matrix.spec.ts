import * as account from '@tickrelay/contracts/endpoints/account.endpoints';
import * as auth from '@tickrelay/contracts/endpoints/auth.endpoints';
import * as billing from '@tickrelay/contracts/endpoints/billing.endpoints';
import * as broker from '@tickrelay/contracts/endpoints/broker.endpoints';
import * as dataExport from '@tickrelay/contracts/endpoints/data-export.endpoints';
import * as destinations from '@tickrelay/contracts/endpoints/destinations.endpoints';
import * as downloads from '@tickrelay/contracts/endpoints/downloads.endpoints';
import * as operator from '@tickrelay/contracts/endpoints/operator.endpoints';
import * as paymentsSandbox from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';
import * as recaptcha from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import * as secondFactor from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import * as webhook from '@tickrelay/contracts/endpoints/webhook.endpoints';

import { apiGuardMatrix } from './api-guard-matrix';

const cases = apiGuardMatrix({
  recaptchaToken: () => 'token',
  recaptchaVerifier: true,
  testClock: true,
});

describe('the API guard matrix', () => {
  it('covers every accounts, profile, billing, broker, destinations, payments-sandbox, reCAPTCHA and webhook endpoint of the contracts, once', () => {
    const endpoints = [
      account,
      auth,
      billing,
      broker,
      dataExport,
      destinations,
      downloads,
      operator,
      paymentsSandbox,
      recaptcha,
      secondFactor,
      webhook,
    ].flatMap((module) =>
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
    for (const route of cases.filter((item) =>
      ['auth', 'member', 'operator'].includes(item.guard),
    )) {
      expect([route.path, route.visitor]).toEqual([route.path, [401, 'UNAUTHORIZED']]);
    }
    for (const route of cases.filter((item) => item.guard === 'guest')) {
      expect([route.path, route.member]).toEqual([route.path, [403, 'ALREADY_SIGNED_IN']]);
    }
    // The matrix's member does not hold the operator role.
    for (const route of cases.filter((item) => item.guard === 'operator')) {
      expect([route.path, route.member]).toEqual([route.path, [403, 'OPERATOR_REQUIRED']]);
    }
    // The matrix's member has no subscription.
    for (const route of cases.filter((item) => item.guard === 'member')) {
      expect([route.path, route.member]).toEqual([route.path, [403, 'SUBSCRIPTION_REQUIRED']]);
    }
  });

  it('marks every step-up route (issue 27): broker changes, execution target, webhook URL, password, factor, deletion', () => {
    const stepUps = cases.filter((route) => route.stepUp).map((route) => route.endpoint);
    expect(stepUps).toEqual(
      expect.arrayContaining([
        account.deleteAccount,
        auth.updatePassword,
        broker.saveBrokerConnection,
        broker.selectBrokerAccount,
        broker.updateBrokerSettings,
        secondFactor.disableSecondFactor,
        secondFactor.startTotpEnrolment,
        webhook.rotateWebhook,
      ]),
    );
    expect(stepUps).toHaveLength(8);
  });

  it('fills path parameters and fails the checkout closed without a verifier', () => {
    expect(cases.find((route) => route.path.startsWith('/api/account/sessions/'))?.path).toMatch(
      /^\/api\/account\/sessions\/[0-9a-f-]{36}$/,
    );
    const closed = apiGuardMatrix({
      recaptchaToken: () => 'token',
      recaptchaVerifier: false,
      testClock: false,
    });
    expect(closed.find((route) => route.endpoint === billing.startCheckout)?.member).toEqual([
      503,
      'RECAPTCHA_UNAVAILABLE',
    ]);
  });

  it('expects the test clock only on a stack that has one', () => {
    const clockOf = (testClock: boolean) =>
      apiGuardMatrix({ recaptchaToken: () => 'token', recaptchaVerifier: true, testClock }).find(
        (route) => route.endpoint === paymentsSandbox.advanceTestClock,
      );
    expect(clockOf(true)).toMatchObject({ guard: 'open', visitor: [200], member: [200] });
    expect(clockOf(false)).toMatchObject({
      visitor: [404, 'NOT_FOUND'],
      member: [404, 'NOT_FOUND'],
    });
    // A zero-day move: running the matrix never moves a test stack's billing clock.
    expect(clockOf(true)?.body()).toEqual({ advanceDays: 0 });
  });

  it('expects the local reCAPTCHA routes only on a stack that runs the local provider', () => {
    const localRoutesOf = (localRecaptcha: boolean | undefined) =>
      apiGuardMatrix({
        recaptchaToken: () => 'token',
        recaptchaVerifier: true,
        testClock: false,
        localRecaptcha,
      })
        .filter((route) => route.path.startsWith('/api/recaptcha/'))
        .map(({ method, path, guard, visitor, member }) => ({
          method,
          path,
          guard,
          visitor,
          member,
        }));
    expect(localRoutesOf(true)).toEqual([
      {
        method: 'GET',
        path: '/api/recaptcha/local.js',
        guard: 'open',
        visitor: [200],
        member: [200],
      },
      {
        method: 'POST',
        path: '/api/recaptcha/local/token',
        guard: 'open',
        visitor: [200],
        member: [200],
      },
    ]);
    for (const google of [localRoutesOf(false), localRoutesOf(undefined)]) {
      expect(google.map((route) => [route.visitor, route.member])).toEqual([
        [
          [404, 'NOT_FOUND'],
          [404, 'NOT_FOUND'],
        ],
        [
          [404, 'NOT_FOUND'],
          [404, 'NOT_FOUND'],
        ],
      ]);
    }
  });
});
