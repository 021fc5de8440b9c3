/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { createColorModeStore } from '@/lib/color-mode/color-mode-store';
import { renderWithApp } from '@/test/render-with-app';
import { fakeMatchMedia, memoryStorage } from '@/test/test-fakes';

import { ThemeSelector } from './theme-selector';

function storeWith(storage: ReturnType<typeof memoryStorage>, media = fakeMatchMedia(false)) {
  return createColorModeStore({
    storage,
    matchMedia: media.matchMedia,
    warn: jest.fn(),
    eventTarget: null,
  });
}

describe('ThemeSelector', () => {
  it('offers System / Light / Dark in English', async () => {
    await renderWithApp(<ThemeSelector />, { path: '/' });
    const select = screen.getByTestId('theme-selector');
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['system', 'System'],
      ['light', 'Light'],
      ['dark', 'Dark'],
    ]);
    expect(screen.getByLabelText('Colour theme')).toBe(select);
  });

  it('offers Système / Clair / Sombre in French', async () => {
    await renderWithApp(<ThemeSelector />, { path: '/fr' });
    const select = screen.getByTestId<HTMLSelectElement>('theme-selector');
    const options = Array.from(select.options);
    expect(options.map((o) => o.textContent)).toEqual(['Système', 'Clair', 'Sombre']);
  });

  it('persists the choice so it survives a reload', async () => {
    const storage = memoryStorage();
    const first = await renderWithApp(<ThemeSelector />, { colorModeStore: storeWith(storage) });
    await userEvent.selectOptions(screen.getByTestId('theme-selector'), 'dark');
    expect(storage.getItem('nuxt-color-mode')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    first.unmount();

    // A reload: a new store reading the same storage.
    await renderWithApp(<ThemeSelector />, { colorModeStore: storeWith(storage) });
    expect(screen.getByTestId('theme-selector')).toHaveValue('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('on System follows the emulated dark scheme live', async () => {
    const media = fakeMatchMedia(false);
    await renderWithApp(<ThemeSelector />, { colorModeStore: storeWith(memoryStorage(), media) });
    expect(screen.getByTestId('theme-selector')).toHaveValue('system');
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => media.setDark(true));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
