import { useCallback, useEffect, useState } from 'react';

import { loadingIndicator } from '@/lib/loading-indicator';

import type { ContentBody } from './content-block.types';

export type BodyLoader = () => Promise<{ default: ContentBody }>;

export type LazyBodyState =
  { status: 'loading' } | { status: 'ready'; body: ContentBody } | { status: 'error' };

type Settled = { loader: BodyLoader; attempt: number } & (
  { status: 'ready'; body: ContentBody } | { status: 'error' }
);

/**
 * Loads a content body module (one chunk per page and language). The loading bar shows the
 * download and turns red when it fails; `retry` tries again. A result is only used for the loader
 * that produced it, so a stale body never shows under a new title.
 */
export function useLazyBody(loader: BodyLoader): LazyBodyState & { retry: () => void } {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let done = false;
    loadingIndicator.start();
    loader().then(
      (module) => {
        done = true;
        if (!active) return;
        loadingIndicator.finish();
        setSettled({ loader, attempt, status: 'ready', body: module.default });
      },
      () => {
        done = true;
        if (!active) return;
        loadingIndicator.error();
        setSettled({ loader, attempt, status: 'error' });
      },
    );
    return () => {
      active = false;
      // Leaving before the chunk arrived: do not leave the bar running.
      if (!done) loadingIndicator.finish();
    };
  }, [loader, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  if (!settled || settled.loader !== loader || settled.attempt !== attempt) {
    return { status: 'loading', retry };
  }
  return settled.status === 'ready'
    ? { status: 'ready', body: settled.body, retry }
    : { status: 'error', retry };
}
