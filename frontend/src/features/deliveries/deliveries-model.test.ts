import { delivery } from '@/test/webhook-fixtures';
import { summaryView } from '@/test/webhook-fixtures';

import {
  applyDelivery,
  applyRelays,
  applyRelaysToSummary,
  applyToSummary,
  mergeSummary,
  appendPage,
  datesReversed,
  filtersFromParams,
  filtersToParams,
  matchesFilters,
  mergeFirstPage,
  supersedes,
  toApiFilters,
} from './deliveries-model';

const at = (time: string) => `2026-03-02T${time}.000Z`;
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe('matchesFilters: the API’s rules on the client', () => {
  const mes = delivery({ ticker: 'MES1!', status: 'executed', receivedAt: at('10:00:00') });

  it('status, ticker prefix (any case), from inclusive, to exclusive', () => {
    expect(matchesFilters(mes, {})).toBe(true);
    expect(matchesFilters(mes, { status: 'executed' })).toBe(true);
    expect(matchesFilters(mes, { status: 'rejected' })).toBe(false);
    expect(matchesFilters(mes, { ticker: 'me' })).toBe(true);
    expect(matchesFilters(mes, { ticker: 'ES' })).toBe(false);
    expect(matchesFilters(delivery({ ticker: null }), { ticker: 'M' })).toBe(false);
    expect(matchesFilters(mes, { from: at('10:00:00') })).toBe(true);
    expect(matchesFilters(mes, { to: at('10:00:00') })).toBe(false);
    expect(matchesFilters(mes, { from: at('09:00:00'), to: at('10:00:01') })).toBe(true);
  });
});

describe('applyDelivery: a delivery from the stream', () => {
  const old = delivery({ id: 'old', receivedAt: at('09:00:00') });
  const mid = delivery({ id: 'mid', receivedAt: at('10:00:00') });

  it('a new one goes on top, newest first', () => {
    const next = applyDelivery(
      { items: [mid, old], nextCursor: null },
      delivery({ id: 'new', receivedAt: at('11:00:00') }),
    );
    expect(ids(next.items)).toEqual(['new', 'mid', 'old']);
  });

  it('a changed one is replaced in place; a late "received" never undoes a final status', () => {
    const received = delivery({ id: 'x', status: 'received', receivedAt: at('10:30:00') });
    let loaded = applyDelivery({ items: [mid], nextCursor: null }, received);
    loaded = applyDelivery(loaded, { ...received, status: 'executed' });
    expect(loaded.items.map((item) => [item.id, item.status])).toEqual([
      ['x', 'executed'],
      ['mid', 'executed'],
    ]);
    expect(applyDelivery(loaded, received)).toBe(loaded);
  });

  it('one that no longer matches the filters leaves; one that never did is not added', () => {
    const received = delivery({ id: 'x', status: 'received', receivedAt: at('10:30:00') });
    let loaded = applyDelivery({ items: [], nextCursor: null }, received, { status: 'received' });
    expect(ids(loaded.items)).toEqual(['x']);
    loaded = applyDelivery(loaded, { ...received, status: 'stale' }, { status: 'received' });
    expect(loaded.items).toEqual([]);
    expect(applyDelivery(loaded, delivery({ ticker: 'NQ1!' }), { ticker: 'MES' })).toBe(loaded);
  });

  it('one older than the loaded window waits for its page; a limit keeps the list short', () => {
    const loaded = { items: [mid], nextCursor: 'c1' };
    expect(applyDelivery(loaded, old)).toBe(loaded);
    const five = Array.from({ length: 5 }, (_, n) =>
      delivery({ id: `n${n}`, receivedAt: at(`0${n}:00:00`) }),
    );
    const next = applyDelivery(
      { items: five.reverse(), nextCursor: null },
      delivery({ id: 'top', receivedAt: at('12:00:00') }),
      {},
      5,
    );
    expect(ids(next.items)).toEqual(['top', 'n4', 'n3', 'n2', 'n1']);
  });
});

describe('mergeFirstPage: the first page read again', () => {
  it('keeps what the stream brought meanwhile and the older pages with their cursor', () => {
    const live = delivery({ id: 'live', receivedAt: at('12:00:00') });
    const a = delivery({ id: 'a', receivedAt: at('11:00:00') });
    const b = delivery({ id: 'b', receivedAt: at('10:00:00') });
    const older = delivery({ id: 'older', receivedAt: at('08:00:00') });
    const merged = mergeFirstPage(
      { items: [live, a, b, older], nextCursor: 'c-older' },
      { items: [a, b], nextCursor: 'c-b' },
    );
    expect(ids(merged.items)).toEqual(['live', 'a', 'b', 'older']);
    expect(merged.nextCursor).toBe('c-older');
  });

  it('the page wins, unless the stream already had a final status', () => {
    const received = delivery({ id: 'a', status: 'received', receivedAt: at('11:00:00') });
    const executed = { ...received, status: 'executed' as const };
    expect(
      mergeFirstPage(
        { items: [executed], nextCursor: null },
        { items: [received], nextCursor: null },
      ).items[0]?.status,
    ).toBe('executed');
    const rejected = { ...received, status: 'rejected' as const };
    expect(
      mergeFirstPage(
        { items: [executed], nextCursor: null },
        { items: [rejected], nextCursor: null },
      ).items[0]?.status,
    ).toBe('rejected');
  });

  it('a first load is the page itself', () => {
    const page = { items: [delivery({ id: 'a' })], nextCursor: 'c' };
    expect(mergeFirstPage({ items: [], nextCursor: null }, page)).toEqual(page);
  });

  it('an older page is appended without repeating a delivery', () => {
    const a = delivery({ id: 'a' });
    const b = delivery({ id: 'b' });
    expect(
      ids(appendPage({ items: [a], nextCursor: 'c' }, { items: [a, b], nextCursor: null }).items),
    ).toEqual(['a', 'b']);
  });
});

describe('filters in the address bar', () => {
  it('keeps only what is well-formed', () => {
    const params = new URLSearchParams(
      'status=bogus&ticker=%20mes%20&from=2026-02-30&to=2026-03-04',
    );
    expect(filtersFromParams(params)).toEqual({
      status: '',
      ticker: 'mes',
      from: '',
      to: '2026-03-04',
    });
    expect(filtersFromParams(new URLSearchParams('status=stale'))).toMatchObject({
      status: 'stale',
    });
  });

  it('writes them back, leaving other parameters alone', () => {
    const next = filtersToParams(
      { status: 'rejected', ticker: '', from: '2026-03-01', to: '' },
      new URLSearchParams('ticker=NQ&tab=x'),
    );
    expect(next.toString()).toBe('tab=x&status=rejected&from=2026-03-01');
  });

  it('the API gets whole local days: from at midnight, to at the next midnight (exclusive)', () => {
    const filters = toApiFilters({
      status: '',
      ticker: ' MES ',
      from: '2026-03-01',
      to: '2026-03-03',
    });
    expect(filters.ticker).toBe('MES');
    expect(filters.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(filters.to).toBe(new Date(2026, 2, 4).toISOString());
    expect(toApiFilters({ status: '', ticker: '', from: '', to: '' })).toEqual({});
  });

  it('says when the end is before the start', () => {
    expect(datesReversed({ status: '', ticker: '', from: '2026-03-02', to: '2026-03-01' })).toBe(
      true,
    );
    expect(datesReversed({ status: '', ticker: '', from: '2026-03-02', to: '2026-03-02' })).toBe(
      false,
    );
    expect(datesReversed({ status: '', ticker: '', from: '', to: '2026-03-01' })).toBe(false);
  });
});

describe('the dashboard summary, live', () => {
  const now = Date.parse('2026-03-02T15:00:00.000Z');

  it('a new delivery of today counts once, goes on top and becomes the last delivery', () => {
    const first = delivery({ id: 'a', status: 'received', receivedAt: '2026-03-02T14:59:59.000Z' });
    let summary = applyToSummary(summaryView({ alertsToday: 4 }), first, now);
    summary = applyToSummary(summary, { ...first, status: 'executed' }, now);
    expect(summary.alertsToday).toBe(5);
    expect(summary.lastDelivery).toMatchObject({ id: 'a', status: 'executed' });
    expect(ids(summary.latest)).toEqual(['a']);
  });

  it('one of yesterday (UTC) is listed but not counted', () => {
    const late = delivery({ receivedAt: '2026-03-01T23:59:59.999Z' });
    expect(applyToSummary(summaryView({ alertsToday: 1 }), late, now).alertsToday).toBe(1);
  });

  it('the API’s figures win on a read, with anything newer the stream brought kept', () => {
    const live = delivery({ id: 'live', receivedAt: '2026-03-02T14:59:59.000Z' });
    const listed = delivery({ id: 'listed', receivedAt: '2026-03-02T14:00:00.000Z' });
    const merged = mergeSummary(
      summaryView({ latest: [live, listed], alertsToday: 2 }),
      summaryView({ latest: [listed], alertsToday: 7, successRate24h: 0.5 }),
    );
    expect(ids(merged.latest)).toEqual(['live', 'listed']);
    expect(merged.lastDelivery?.id).toBe('live');
    expect(merged).toMatchObject({ alertsToday: 7, successRate24h: 0.5 });
  });
});

describe('supersedes: which copy of a delivery is shown', () => {
  const relay = (status: 'retrying' | 'sent', updatedAt: string) => ({
    destinationId: 'dest-1',
    kind: 'https' as const,
    label: 'My server',
    status,
    attempts: status === 'sent' ? 2 : 1,
    code: null,
    httpStatus: status === 'sent' ? 200 : 502,
    updatedAt,
  });

  it('never lets a late received undo a final status', () => {
    expect(supersedes(delivery({ status: 'received' }), delivery({ status: 'executed' }))).toBe(
      false,
    );
    expect(supersedes(delivery({ status: 'executed' }), delivery({ status: 'received' }))).toBe(
      true,
    );
  });

  it('never sets relays back to an older state, and takes newer ones', () => {
    const retrying = delivery({ id: 'x', relays: [relay('retrying', at('14:30:03'))] });
    const sent = delivery({ id: 'x', relays: [relay('sent', at('14:30:07'))] });
    expect(supersedes(retrying, sent)).toBe(false);
    expect(supersedes(sent, retrying)).toBe(true);
    const loaded = { items: [sent], nextCursor: null };
    expect(mergeFirstPage(loaded, { items: [retrying], nextCursor: null }).items[0]).toBe(sent);
    expect(applyDelivery({ items: [retrying], nextCursor: null }, sent).items[0]).toBe(sent);
  });
});

describe('applyRelays: a delivery’s relays from the stream (the `relays` event)', () => {
  const relay = (status: 'pending' | 'retrying' | 'sent', updatedAt: string) => ({
    destinationId: 'dest-1',
    kind: 'https' as const,
    label: 'My server',
    status,
    attempts: status === 'sent' ? 2 : status === 'retrying' ? 1 : 0,
    code: status === 'retrying' ? ('DESTINATION_HTTP_ERROR' as const) : null,
    httpStatus: status === 'sent' ? 200 : status === 'retrying' ? 502 : null,
    updatedAt,
  });
  const pending = delivery({
    id: 'x',
    status: 'executed',
    receivedAt: at('14:30:00'),
    relays: [relay('pending', at('14:30:01'))],
  });
  const other = delivery({ id: 'y', receivedAt: at('14:00:00') });

  it('merges them into the row, which keeps its place and everything else', () => {
    const loaded = { items: [pending, other], nextCursor: 'c' };
    const next = applyRelays(loaded, {
      deliveryId: 'x',
      relays: [relay('retrying', at('14:30:03'))],
    });
    expect(next.items[0]).toEqual({ ...pending, relays: [relay('retrying', at('14:30:03'))] });
    expect(next.items[1]).toBe(other);
    expect(next.nextCursor).toBe('c');
  });

  it('never sets relays back to an older state', () => {
    const sent = { ...pending, relays: [relay('sent', at('14:30:07'))] };
    const loaded = { items: [sent], nextCursor: null };
    const late = { deliveryId: 'x', relays: [relay('retrying', at('14:30:03'))] };
    expect(applyRelays(loaded, late)).toBe(loaded);
  });

  it('leaves a delivery it does not show to the next read', () => {
    const loaded = { items: [other], nextCursor: null };
    expect(applyRelays(loaded, { deliveryId: 'x', relays: [] })).toBe(loaded);
  });

  it('updates the dashboard’s latest and last delivery, not its counts', () => {
    const summary = summaryView({
      latest: [pending, other],
      lastDelivery: pending,
      alertsToday: 2,
    });
    const update = { deliveryId: 'x', relays: [relay('sent', at('14:30:07'))] };
    const next = applyRelaysToSummary(summary, update);
    expect(next.latest[0]?.relays).toEqual(update.relays);
    expect(next.lastDelivery?.relays).toEqual(update.relays);
    expect(next.alertsToday).toBe(2);
    expect(applyRelaysToSummary(summary, { deliveryId: 'z', relays: [] })).toBe(summary);
  });
});
