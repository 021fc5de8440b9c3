import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

export interface RenderContentOptions {
  /** Route pattern, e.g. 'blog/*' (mounted under '/' and '/fr/'). */
  pattern?: string;
  /** Initial URL, e.g. '/blog/2026/webhook-security'. */
  url?: string;
}

/** Renders a page inside the theme and a memory router so params and links work as in the app. */
export function renderContent(
  element: ReactElement,
  { pattern = '*', url = '/' }: RenderContentOptions = {},
): RenderResult {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`/fr/${pattern}`} element={element} />
          <Route path={`/${pattern}`} element={element} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
