import { randomUuid } from './random-id';
import { getSessionId, SESSION_STORAGE_KEY } from './session-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('session id', () => {
  it('is created once and kept in localStorage under telemetry_session_id', () => {
    const first = getSessionId();
    expect(first).toMatch(UUID_V4);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('is the same after a reload (a fresh copy of the module)', () => {
    const before = getSessionId();
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const reloaded = require('./session-id') as typeof import('./session-id');
      expect(reloaded.getSessionId()).toBe(before);
    });
  });

  it('replaces a stored value the API would reject', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'bad id with spaces');
    const id = getSessionId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
  });

  it('keeps one id for the page when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = getSessionId(broken);
    expect(id).toMatch(UUID_V4);
    expect(getSessionId(broken)).toBe(id);
    expect(getSessionId(null)).toBe(id);
  });
});

describe('randomUuid', () => {
  it('makes v4 UUIDs without crypto.randomUUID (insecure contexts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
