import {
  type CachedWebhook,
  ENTRY_FIELDS,
  entryFromValues,
  entryValues,
  isUsable,
} from './webhook-cache-entry';

const current: CachedWebhook = {
  memberId: 'member',
  webhookId: 'webhook',
  validUntilMs: null,
  allowlist: true,
  version: 3,
};

describe('cached webhook entries', () => {
  it('round-trip through the Redis hash values', () => {
    expect(entryValues(current)).toHaveLength(ENTRY_FIELDS.length);
    expect(entryFromValues(entryValues(current))).toEqual(current);
    const ended = { ...current, validUntilMs: 1_700_000_000_000, allowlist: false };
    expect(entryFromValues(entryValues(ended))).toEqual(ended);
  });

  it('read a missing or foreign hash as nothing', () => {
    expect(entryFromValues([null, null, null, null, null])).toBeNull();
    expect(entryFromValues([])).toBeNull();
    expect(entryFromValues(['m', 'w', 'soon', '1', '1'])).toBeNull();
    expect(entryFromValues(['m', 'w', null, '1', '1'])).toBeNull();
  });

  it('work while current, or until the end of their grace', () => {
    expect(isUsable(current, Number.MAX_SAFE_INTEGER)).toBe(true);
    const grace = { ...current, validUntilMs: 1000 };
    expect(isUsable(grace, 999)).toBe(true);
    expect(isUsable(grace, 1000)).toBe(false);
  });
});
