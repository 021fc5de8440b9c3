/**
 * @jest-environment jest-fixed-jsdom
 */
// A fresh message store per test file: only what each test loads is there.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';

import { I18nProvider, useI18n } from './i18n-context';
import { getLoadedMessages, loadMessages } from './message-loader';

function Label({ messageKey }: { messageKey: string }) {
  const { t } = useI18n();
  return <p data-testid="label">[{t(messageKey)}]</p>;
}

function ShowError() {
  return <p data-testid="error">{String(useRouteError())}</p>;
}

function renderAt(path: string, messageKey: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider>
            <Label messageKey={messageKey} />
          </I18nProvider>
        ),
        ErrorBoundary: ShowError,
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('a key whose namespace is not loaded', () => {
  it('renders blank, never the key, while the language loads, then the text', async () => {
    expect(getLoadedMessages('fr')).toBeUndefined();
    renderAt('/fr/blog', 'common.colorMode.dark');
    expect(screen.getByTestId('label')).toHaveTextContent('[]');
    expect(await screen.findByText('[Sombre]')).toBeInTheDocument();
  });

  it("fails loudly in tests once the language's shell is there (a page list misses it)", async () => {
    await loadMessages('en');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/membership/subscription', 'billing.title');
    errors.mockRestore();
    expect(screen.getByTestId('error')).toHaveTextContent(
      "i18n: 'billing.title' rendered before the 'billing' messages (en) were loaded; list 'billing' for this page in app/page-namespaces.ts",
    );
    expect(screen.queryByText(/billing\.title\]/)).toBeNull();
  });

  it('in production renders blank, reports once and loads the namespace', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let text: (locale: 'en', key: string) => string = () => 'not loaded';
      let loader: typeof import('./message-loader') | undefined;
      await jest.isolateModulesAsync(async () => {
        text = (await import('./missing-namespace')).missingNamespaceText;
        loader = await import('./message-loader');
      });
      expect(text('en', 'about.title')).toBe('');
      expect(text('en', 'about.lead')).toBe('');
      expect(errors).toHaveBeenCalledTimes(1);
      await new Promise((done) => setTimeout(done, 50));
      expect(loader?.isNamespaceLoaded('en', 'about')).toBe(true);
    } finally {
      process.env.NODE_ENV = previous;
      errors.mockRestore();
    }
  });
});
