import {
  clearContentCache,
  hasContent,
  preloadContent,
  readContent,
  useContent,
} from './content-cache';

describe('content cache', () => {
  beforeEach(() => clearContentCache());

  it('loads a key once and reads it synchronously afterwards', async () => {
    const load = jest.fn(() => Promise.resolve({ html: '<p>x</p>' }));
    await preloadContent('docs/en/faq', load);
    await preloadContent('docs/en/faq', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hasContent('docs/en/faq')).toBe(true);
    expect(readContent('docs/en/faq')).toEqual({ html: '<p>x</p>' });
  });

  it('says clearly when a page reads content its loader did not preload', () => {
    expect(() => readContent('docs/fr/faq')).toThrow(
      'Content "docs/fr/faq" was read before it was loaded',
    );
  });

  it('tries a failed load again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('ok');
    await expect(preloadContent('k', load)).rejects.toThrow('offline');
    expect(() => readContent('k')).toThrow('offline');
    await expect(preloadContent('k', load)).resolves.toBe('ok');
  });

  it('suspends with the load promise when nothing was preloaded', async () => {
    let thrown: unknown;
    try {
      useContent('late', () => Promise.resolve(42));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(useContent('late', () => Promise.resolve(0))).toBe(42);
  });
});
