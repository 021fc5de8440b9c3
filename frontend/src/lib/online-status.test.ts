import { act, renderHook } from '@testing-library/react';

import { isOnline, useOnlineStatus } from './online-status';

let onLine = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
});

beforeEach(() => {
  onLine = true;
});

function goOffline(): void {
  onLine = false;
  window.dispatchEvent(new Event('offline'));
}

function goOnline(): void {
  onLine = true;
  window.dispatchEvent(new Event('online'));
}

it('reads navigator.onLine', () => {
  expect(isOnline()).toBe(true);
  onLine = false;
  expect(isOnline()).toBe(false);
});

it('follows the offline and online events', () => {
  const { result } = renderHook(() => useOnlineStatus());
  expect(result.current).toBe(true);
  act(goOffline);
  expect(result.current).toBe(false);
  act(goOnline);
  expect(result.current).toBe(true);
});

it('starts offline when the browser already is', () => {
  onLine = false;
  const { result } = renderHook(() => useOnlineStatus());
  expect(result.current).toBe(false);
});

it('removes its listeners on unmount', () => {
  const remove = jest.spyOn(window, 'removeEventListener');
  const { unmount } = renderHook(() => useOnlineStatus());
  unmount();
  expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
  expect(remove).toHaveBeenCalledWith('offline', expect.any(Function));
  remove.mockRestore();
});
