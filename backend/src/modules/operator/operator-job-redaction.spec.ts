import { redactJobData } from './operator-job-redaction';

describe('redactJobData', () => {
  it('keeps ids, times, figures and flags; replaces any other text by its length', () => {
    expect(
      redactJobData({
        deliveryId: 'd-1',
        memberId: 'm-1',
        receivedAt: '2026-11-28T14:00:00.000Z',
        body: '{"action":"buy","secret":"hunter2"}',
        email: 'ada@example.com',
        test: false,
        receivedAtMs: 1_700_000_000_000,
        refusal: null,
      }),
    ).toEqual({
      deliveryId: 'd-1',
      memberId: 'm-1',
      receivedAt: '2026-11-28T14:00:00.000Z',
      body: '[redacted: 35 characters]',
      email: '[redacted: 15 characters]',
      test: false,
      receivedAtMs: 1_700_000_000_000,
      refusal: null,
    });
  });

  it('shows the first items of a list and how many more, and stops at depth', () => {
    const events = Array.from({ length: 5 }, (_, index) => ({
      event_id: `e-${index}`,
      page_url: 'https://tickrelay.example/fr/docs',
    }));
    expect(redactJobData({ events })).toEqual({
      events: [
        { event_id: 'e-0', page_url: '[redacted: 33 characters]' },
        { event_id: 'e-1', page_url: '[redacted: 33 characters]' },
        { event_id: 'e-2', page_url: '[redacted: 33 characters]' },
        '[2 more]',
      ],
    });
    expect(redactJobData({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({
      a: { b: { c: { d: '[redacted: nested]' } } },
    });
    // An id-named key holding something long is not an id.
    expect(redactJobData({ memberId: 'x'.repeat(101) })).toEqual({
      memberId: '[redacted: 101 characters]',
    });
  });
});
