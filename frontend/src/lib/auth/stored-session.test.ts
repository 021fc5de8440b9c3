import { createSessionPersistence } from './session-persistence';
import {
  readStoredSession,
  SESSION_STORAGE_KEY,
  storedMember,
  storedUserId,
  USER_STORAGE_KEY,
} from './stored-session';

const now = Date.parse('2026-11-22T12:00:00Z');

beforeEach(() => localStorage.clear());

describe('storedUserId (telemetry user_id)', () => {
  it('is null for a visitor', () => {
    expect(storedUserId(undefined, now)).toBeNull();
  });

  it('is the member id while the stored session is valid, and null once cleared', () => {
    const persistence = createSessionPersistence(localStorage);
    persistence.save({ id: 'user-7', email: 'ada@example.com' }, '2026-11-22T13:00:00Z');
    expect(storedUserId(undefined, now)).toBe('user-7');
    persistence.clear();
    expect(storedUserId(undefined, now)).toBeNull();
  });

  it('keeps the id when the expiry is unknown, drops it once expired', () => {
    const persistence = createSessionPersistence(localStorage);
    persistence.save({ id: 'user-8', email: 'bob@example.com' }, null);
    expect(storedUserId(undefined, now)).toBe('user-8');
    persistence.save({ id: 'user-8', email: 'bob@example.com' }, '2026-11-22T11:59:59Z');
    expect(storedUserId(undefined, now)).toBeNull();
  });

  it('is null when the stored copy is unreadable', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(storedUserId(undefined, now)).toBeNull();
  });
});

describe('storedMember (public header)', () => {
  it('is the stored user, also after the access token expired, and null for a visitor', () => {
    expect(storedMember()).toBeNull();
    createSessionPersistence(localStorage).save(
      { id: 'u-1', email: 'ada@example.com', displayName: 'Ada' },
      '2026-11-22T11:00:00Z',
    );
    expect(storedMember()).toEqual({ id: 'u-1', email: 'ada@example.com', displayName: 'Ada' });
  });

  it('ignores values that are not JSON objects', () => {
    localStorage.setItem(USER_STORAGE_KEY, '"ada"');
    expect(storedMember()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, 'null');
    expect(storedMember()).toBeNull();
  });
});

describe('readStoredSession', () => {
  it('reads nothing from a storage that throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredSession(throwing)).toEqual({ session: null, user: null });
    expect(readStoredSession(null)).toEqual({ session: null, user: null });
  });
});
