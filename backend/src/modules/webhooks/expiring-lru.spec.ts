import { ExpiringLru } from './expiring-lru';

describe('ExpiringLru', () => {
  let now = 0;
  const lru = () => new ExpiringLru<string>(3, 100, () => now);

  beforeEach(() => {
    now = 0;
  });

  it('forgets an entry once its time is up', () => {
    const cache = lru();
    cache.set('a', 'A');
    now = 99;
    expect(cache.get('a')).toBe('A');
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used past its size', () => {
    const cache = lru();
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A');
    cache.set('d', 'D');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['A', 'C', 'D']);
  });

  it('deletes and clears', () => {
    const cache = lru();
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
