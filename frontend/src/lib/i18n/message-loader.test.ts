import { LOCALES } from '@tickrelay/contracts/locales';

import enNamespaces from '@/locales/en/index';

import {
  createMessageStore,
  getLoadedMessages,
  loadAllMessages,
  loadNamespaces,
  type NamespaceLoaders,
} from './message-loader';
import { SHELL_NAMESPACES, type Namespace } from './namespaces';
import { translate } from './translate';

/** Loaders that answer only when released, counting the requests per language and namespace. */
function controlledLoaders() {
  const calls: string[] = [];
  const releases = new Map<string, () => void>();
  const make = (locale: string) =>
    Object.fromEntries(
      (Object.keys(enNamespaces) as Namespace[]).map((namespace) => [
        namespace,
        () => {
          calls.push(`${locale}:${namespace}`);
          return new Promise<{ default: Record<string, string> }>((resolve) => {
            releases.set(`${locale}:${namespace}`, () =>
              resolve({ default: { title: `${locale} ${namespace}` } }),
            );
          });
        },
      ]),
    );
  const loaders = { en: make('en'), fr: make('fr') } as unknown as NamespaceLoaders;
  const release = (id: string) => releases.get(id)?.();
  const releaseAll = () => releases.forEach((done) => done());
  return { loaders, calls, release, releaseAll };
}

describe('message namespaces', () => {
  it('shares one request between concurrent loads of a namespace', async () => {
    const { loaders, calls, release } = controlledLoaders();
    const store = createMessageStore(loaders);
    const first = store.loadNamespaces('en', ['home']);
    const second = store.loadNamespaces('en', ['home', 'home']);
    expect(calls).toEqual(['en:home']);
    release('en:home');
    await Promise.all([first, second]);
    expect(store.getLoadedMessages('en')).toEqual({ home: { title: 'en home' } });
    // Loaded: no further request.
    await store.loadNamespaces('en', ['home']);
    expect(calls).toEqual(['en:home']);
  });

  it('loads each language separately and notifies with a new tree per namespace', async () => {
    const { loaders, calls, releaseAll } = controlledLoaders();
    const store = createMessageStore(loaders);
    const seen: unknown[] = [];
    const unsubscribe = store.subscribeToMessages(() => seen.push(store.getLoadedMessages('fr')));
    const loading = store.loadNamespaces('fr', ['home', 'blog']);
    releaseAll();
    await loading;
    unsubscribe();
    expect(calls).toEqual(['fr:home', 'fr:blog']);
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect(store.getLoadedMessages('en')).toBeUndefined();
    expect(store.isLoaded('fr', 'blog')).toBe(true);
    expect(store.isLoaded('en', 'blog')).toBe(false);
  });

  it("loadMessages loads only the shell's namespaces", async () => {
    const { loaders, calls, releaseAll } = controlledLoaders();
    const store = createMessageStore(loaders);
    const loading = store.loadMessages('en');
    releaseAll();
    const tree = await loading;
    expect(calls.sort()).toEqual(SHELL_NAMESPACES.map((namespace) => `en:${namespace}`).sort());
    expect(Object.keys(tree).sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it('a failed load can be retried', async () => {
    let attempts = 0;
    const { loaders } = controlledLoaders();
    loaders.en.home = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('chunk failed'))
        : Promise.resolve({ default: { title: 'ok' } });
    };
    const store = createMessageStore(loaders);
    await expect(store.loadNamespaces('en', ['home'])).rejects.toThrow('chunk failed');
    await store.loadNamespaces('en', ['home']);
    expect(store.getLoadedMessages('en')).toEqual({ home: { title: 'ok' } });
  });

  it('loads the real JSON files, French too', async () => {
    await loadNamespaces('fr', ['home']);
    const fr = getLoadedMessages('fr');
    expect(fr?.home).toBeDefined();
    expect(fr?.blog).toBeUndefined();
    await loadNamespaces('en', ['home']);
    expect(translate(getLoadedMessages('en'), 'home.hero.heading')).not.toBe(
      translate(getLoadedMessages('fr'), 'home.hero.heading'),
    );
  });

  it('loadAllMessages loads every namespace of every language (for prerendering)', async () => {
    await loadAllMessages();
    for (const locale of LOCALES) {
      expect(Object.keys(getLoadedMessages(locale) ?? {}).sort()).toEqual(
        Object.keys(enNamespaces).sort(),
      );
    }
  });
});
