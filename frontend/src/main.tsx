import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { prepareLocation } from '@/app/prepare-location';
import { createAppRouter } from '@/app/router';
import { RootErrorBoundary } from '@/features/error/root-error-boundary';
import { registerNavigator } from '@/lib/external-navigation';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Before the router exists: an emailed link's token leaves the URL, '/' may move to French.
prepareLocation();

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
