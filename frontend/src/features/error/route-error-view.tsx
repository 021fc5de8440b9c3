import { Component, lazy, Suspense, type ReactNode } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import { FatalErrorView } from './fatal-error-view';

// The 404/500 views are only needed when something fails, so they are a chunk of their own.
const RouteErrorContent = lazy(() => import('./route-error-content'));

/** If even the error views cannot be loaded (offline, new deployment), fall back to the fatal view. */
class ChunkFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <FatalErrorView /> : this.props.children;
  }
}

/** The router's errorElement: unhandled errors below the shell show the error page's views. */
export function RouteErrorView() {
  const { messagesLoaded } = useI18n();
  // The language chunk itself failed: the words of the views are missing too.
  if (!messagesLoaded) return <FatalErrorView />;
  return (
    <ChunkFallback>
      <Suspense fallback={null}>
        <RouteErrorContent />
      </Suspense>
    </ChunkFallback>
  );
}
