import { localizePath } from '@tickrelay/contracts/locale-path';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { createAppRouter } from '@/app/router';
import { RootErrorBoundary } from '@/features/error/root-error-boundary';
import { registerNavigator } from '@/lib/external-navigation';
import { resolveRootRedirect } from '@/lib/i18n/detect-locale';
import { readLangCookie, writeLangCookie } from '@/lib/i18n/lang-cookie';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// First visit to '/': the language cookie, or else the browser's languages, may pick French.
const redirectTo = resolveRootRedirect({
  pathname: window.location.pathname,
  cookieLocale: readLangCookie(),
  browserLanguages: navigator.languages ?? [navigator.language],
});
if (redirectTo) {
  writeLangCookie(redirectTo);
  const { search, hash } = window.location;
  window.history.replaceState(null, '', localizePath(`/${search}${hash}`, redirectTo));
}

// Creating the router starts loading the matched route chunks and, through the locale route's
// loader, the language's messages, in parallel.
const router = createAppRouter();
registerNavigator((to, { replace }) => router.navigate(to, { replace }));
root.render(
  <StrictMode>
    <RootErrorBoundary>
      <RouterProvider router={router} />
    </RootErrorBoundary>
  </StrictMode>,
);
