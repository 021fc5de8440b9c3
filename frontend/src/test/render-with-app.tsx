// Helpers for unit tests of the SPA: a memory router with the app's providers.
import { render } from '@testing-library/react';
import { localeFromPath } from '@tickrelay/contracts/locale-path';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';

import { ColorModeProvider } from '@/lib/color-mode/color-mode-context';
import type { ColorModeStore } from '@/lib/color-mode/color-mode-store';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import { loadAllMessages } from '@/lib/i18n/message-loader';

import { testColorModeStore } from './test-fakes';

export interface RenderWithAppOptions {
  /** Initial URL; its /fr prefix picks the language. */
  path?: string;
  colorModeStore?: ColorModeStore;
  /** Extra routes next to the one rendering `ui` (e.g. redirect targets). */
  routes?: RouteObject[];
  /** Route pattern of `ui` (default: '*', any path). */
  pattern?: string;
}

/** Renders `ui` inside a memory router with the i18n and colour-mode providers, messages loaded. */
export async function renderWithApp(ui: ReactNode, options: RenderWithAppOptions = {}) {
  const { path = '/', colorModeStore = testColorModeStore(), routes = [], pattern = '*' } = options;
  // Every namespace: components are rendered here without their page's route (which would load
  // the page's namespaces); app/page-namespaces.test.ts checks the per-page lists.
  await loadAllMessages([localeFromPath(path.split(/[?#]/)[0] ?? '/')]);
  const router = createMemoryRouter(
    [
      {
        element: (
          <I18nProvider>
            <ColorModeProvider store={colorModeStore}>
              <Outlet />
            </ColorModeProvider>
          </I18nProvider>
        ),
        children: [{ path: pattern, element: ui }, ...routes],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, colorModeStore };
}
