// Issue 21: billing actions that call the payment provider are limited per member, not only per
// client address. Before, a member spreading requests over many addresses (each under the
// `checkout` limit per address) could open checkout sessions at the provider without end.
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { MEMBER_RATE_LIMITS } from '../src/common/rate-limit/rate-limits';
import { type CheckoutSuite, postCheckout, startCheckoutSuite } from './billing-checkout-suite';
import { type BillingTestApi } from './billing-helpers';

let suite: CheckoutSuite;
let test: BillingTestApi;

beforeAll(async () => {
  suite = await startCheckoutSuite();
  test = suite.api;
});

afterAll(() => suite.close());

async function member() {
  const agent = test.agent();
  const { userId } = await signUpMember(agent, test.mail);
  return { agent, userId };
}

let addresses = 0;
/** The same member from a new client address each time (a botnet, or a mobile network). */
const elsewhere = (agent: ApiAgent, language?: 'en' | 'fr') =>
  agent.clone({ address: `198.51.100.${(addresses += 1) % 250}`, language });

function checkout(agent: ApiAgent) {
  return postCheckout<{ checkout: CheckoutView; error?: string; message?: string }>(agent);
}

const checkoutsAtProviderOf = (userId: string) =>
  [...test.provider.checkouts.values()].filter((input) => input.userId === userId).length;

describe('@MemberRateLimit(billing)', () => {
  it('stops one member past the limit, whatever the address, while another goes on', async () => {
    const { limit } = MEMBER_RATE_LIMITS.billing;
    const greedy = await member();
    for (let i = 0; i < limit; i += 1) {
      expect((await checkout(elsewhere(greedy.agent))).status).toBe(201);
    }
    const last = elsewhere(greedy.agent, 'fr');
    const refused = await checkout(last);
    expect([refused.status, refused.body.error, refused.body.message]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      'Trop de requêtes. Patientez un instant puis réessayez.',
    ]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before the provider is called; the bucket is shared by every provider action.
    expect(checkoutsAtProviderOf(greedy.userId)).toBe(limit);
    const invoices = await elsewhere(greedy.agent).get('/api/subscription/invoices');
    expect(invoices.status).toBe(429);

    // Another member, from the very address the greedy one used last, is not affected.
    const honest = await member();
    const same = honest.agent.clone({ address: last.address });
    expect((await checkout(same)).status).toBe(201);
    expect((await same.get('/api/subscription/invoices')).status).toBe(200);
    expect(checkoutsAtProviderOf(honest.userId)).toBe(1);
  });
});
