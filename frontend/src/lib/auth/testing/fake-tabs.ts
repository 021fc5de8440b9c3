// Test doubles for "several tabs of one browser": one shared localStorage whose writes reach the
// other tabs as `storage` events (as browsers do), and a channel name private to each test.
import type { KeyValueStorage } from '@/lib/auth/stored-session';

export interface FakeTab {
  storage: KeyValueStorage;
  window: EventTarget;
}

export function fakeBrowser() {
  const data = new Map<string, string>();
  const tabs: FakeTab[] = [];

  const notifyOthers = (
    from: FakeTab,
    key: string,
    oldValue: string | null,
    newValue: string | null,
  ) => {
    for (const tab of tabs) {
      if (tab === from) continue;
      const event = new Event('storage') as StorageEvent;
      Object.assign(event, { key, oldValue, newValue });
      tab.window.dispatchEvent(event);
    }
  };

  const openTab = (): FakeTab => {
    const tab: FakeTab = {
      window: new EventTarget(),
      storage: {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => {
          const old = data.get(key) ?? null;
          data.set(key, String(value));
          if (old !== String(value)) notifyOthers(tab, key, old, String(value));
        },
        removeItem: (key) => {
          const old = data.get(key) ?? null;
          data.delete(key);
          if (old !== null) notifyOthers(tab, key, old, null);
        },
      },
    };
    tabs.push(tab);
    return tab;
  };

  return { data, openTab };
}

let channelCount = 0;
export const uniqueChannelName = () => `tickrelay-auth-test-${++channelCount}-${Date.now()}`;

/** BroadcastChannel delivers asynchronously: wait until `check` passes. */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
