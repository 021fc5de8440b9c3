import {
  CONSENT_LIFETIME_MONTHS,
  CONSENT_STORAGE_KEY,
  consentExpiry,
  getConsentState,
  grantedPurposes,
  readStoredConsent,
  resetConsentStoreForTests,
  saveConsent,
  subscribeToConsent,
} from './consent-store';

beforeEach(() => {
  localStorage.clear();
  resetConsentStoreForTests();
});

it('grants nothing before a decision', () => {
  expect(getConsentState()).toEqual({ choice: null, settingsOpen: false });
  expect(grantedPurposes()).toEqual({ analytics: false, advertising: false });
});

it('stores the choice with its date and tells subscribers', () => {
  const listener = jest.fn();
  subscribeToConsent(listener);
  const now = new Date('2026-01-15T08:00:00Z');
  saveConsent({ analytics: true, advertising: false }, now);
  expect(listener).toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
    version: 1,
    analytics: true,
    advertising: false,
    decidedAt: '2026-01-15T08:00:00.000Z',
  });
  expect(readStoredConsent(new Date('2026-07-14T08:00:00Z'))).toMatchObject({ analytics: true });
});

it('expires after 6 months and asks again', () => {
  expect(CONSENT_LIFETIME_MONTHS).toBe(6);
  expect(consentExpiry(new Date(2026, 0, 15)).getTime()).toBe(new Date(2026, 6, 15).getTime());
  saveConsent({ analytics: true, advertising: true }, new Date(2026, 0, 15, 12));
  expect(readStoredConsent(new Date(2026, 6, 15, 11))).not.toBeNull();
  expect(readStoredConsent(new Date(2026, 6, 15, 12))).toBeNull();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
});

it.each([
  ['not JSON', '{'],
  [
    'another version',
    JSON.stringify({ version: 2, analytics: true, advertising: true, decidedAt: '2026-01-01' }),
  ],
  [
    'a purpose not boolean',
    JSON.stringify({ version: 1, analytics: 'yes', advertising: true, decidedAt: '2026-01-01' }),
  ],
  ['no date', JSON.stringify({ version: 1, analytics: true, advertising: true })],
  [
    'a date in the future',
    JSON.stringify({ version: 1, analytics: true, advertising: true, decidedAt: '2099-01-01' }),
  ],
])('ignores and removes a stored value with %s', (_label, raw) => {
  localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  expect(readStoredConsent(new Date('2026-02-01'))).toBeNull();
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
});

it('follows a choice made in another tab', () => {
  getConsentState();
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      version: 1,
      analytics: false,
      advertising: true,
      decidedAt: new Date().toISOString(),
    }),
  );
  window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
  expect(grantedPurposes()).toEqual({ analytics: false, advertising: true });
});
