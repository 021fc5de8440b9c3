import { createSessionPersistence } from '@/lib/auth/session-persistence';

import { signedInUserId } from './signed-in-user';

const now = Date.parse('2026-11-22T12:00:00Z');

beforeEach(() => localStorage.clear());

describe('signedInUserId', () => {
  it('is null for a visitor', () => {
    expect(signedInUserId(undefined, now)).toBeNull();
  });

  it('is the member id while the stored session is valid, and null once cleared', () => {
    const persistence = createSessionPersistence(localStorage);
    persistence.save({ id: 'user-7', email: 'ada@example.com' }, '2026-11-22T13:00:00Z');
    expect(signedInUserId(undefined, now)).toBe('user-7');
    persistence.clear();
    expect(signedInUserId(undefined, now)).toBeNull();
  });

  it('keeps the id when the expiry is unknown, drops it once expired', () => {
    const persistence = createSessionPersistence(localStorage);
    persistence.save({ id: 'user-8', email: 'bob@example.com' }, null);
    expect(signedInUserId(undefined, now)).toBe('user-8');
    persistence.save({ id: 'user-8', email: 'bob@example.com' }, '2026-11-22T11:59:59Z');
    expect(signedInUserId(undefined, now)).toBeNull();
  });

  it('is null when the stored copy is unreadable', () => {
    localStorage.setItem('supabase_session', '{not json');
    expect(signedInUserId(undefined, now)).toBeNull();
  });
});
