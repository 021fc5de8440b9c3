import { createSessionPersistence } from './session-persistence';
import { browserStorage, SESSION_STORAGE_KEY, USER_STORAGE_KEY } from './stored-session';

const ada = { id: 'u-1', email: 'ada@example.com' };

describe('session persistence (supabase_session / supabase_user)', () => {
  beforeEach(() => localStorage.clear());

  it('writes the spec keys and reads them back', () => {
    const persistence = createSessionPersistence(browserStorage());
    persistence.save(ada, '2026-01-01T00:10:00Z');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({
      expiresAt: '2026-01-01T00:10:00Z',
      userId: 'u-1',
    });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual(ada);
    expect(persistence.read()).toEqual({
      session: { expiresAt: '2026-01-01T00:10:00Z', userId: 'u-1' },
      user: ada,
    });
    persistence.clear();
    expect(localStorage.length).toBe(0);
    expect(persistence.read()).toEqual({ session: null, user: null });
  });

  it('keeps the expiry of the same user when none is given, not of another user', () => {
    const persistence = createSessionPersistence(browserStorage());
    persistence.save(ada, 'T1');
    persistence.save({ ...ada, displayName: 'Ada' });
    expect(persistence.read().session).toEqual({ expiresAt: 'T1', userId: 'u-1' });
    persistence.save({ id: 'u-2', email: 'b@example.com' });
    expect(persistence.read().session).toEqual({ expiresAt: null, userId: 'u-2' });
  });

  it('survives a storage that throws or holds garbage', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const persistence = createSessionPersistence(throwing);
    expect(() => persistence.save(ada, 'T')).not.toThrow();
    expect(() => persistence.clear()).not.toThrow();
    expect(persistence.read()).toEqual({ session: null, user: null });

    localStorage.setItem(USER_STORAGE_KEY, '{not json');
    expect(createSessionPersistence(localStorage).read().user).toBeNull();
    expect(createSessionPersistence(null).read()).toEqual({ session: null, user: null });
  });
});
