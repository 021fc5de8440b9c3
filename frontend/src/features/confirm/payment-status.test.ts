import { paymentStateFrom } from './payment-status';

const state = (query: string) => paymentStateFrom(new URLSearchParams(query));

describe('payment confirmation state', () => {
  it.each([
    ['status=success&session_id=cs_1', 'success'],
    ['status=paid', 'success'],
    ['status=SUCCEEDED', 'success'],
    ['status=cancel', 'cancelled'],
    ['status=canceled', 'cancelled'],
    ['status=failed', 'failed'],
    ['status=pending', 'processing'],
    ['session_id=cs_1', 'processing'],
    ['status=weird', 'failed'],
    ['', 'missing'],
  ])('%s → %s', (query, expected) => {
    expect(state(query)).toBe(expected);
  });
});
