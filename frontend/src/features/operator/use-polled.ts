// A console read kept live by polling (the figures are aggregates over minutes; a stream per
// operator would cost more than it shows): read on mount, then every `everyMs` while the page is
// visible.
import { useEffect } from 'react';

import type { RequestOptions } from '@/lib/api/api-client';
import { useEndpointQuery, type EndpointQuery } from '@/lib/api/use-endpoint';

export const POLL_MS = 10_000;

export function usePolled<R>(
  call: (input: void, options?: RequestOptions) => Promise<R>,
  everyMs = POLL_MS,
): EndpointQuery<R> {
  const query = useEndpointQuery(call);
  const { reload } = query;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload();
    }, everyMs);
    return () => clearInterval(timer);
  }, [reload, everyMs]);
  return query;
}
