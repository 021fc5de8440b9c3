// The hooks every endpoint file builds on: a call bound to the page's language (the API answers
// errors in it), and a read that loads once and can be reloaded.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import type { RequestOptions } from './api-client';

/** An endpoint function: one input (void when it takes none) and the client's request options. */
export type EndpointCall<I, R> = (input: I, options?: RequestOptions) => Promise<R>;

/** `call` with the page's language as Accept-Language; stable while the language stays. */
export function useEndpoint<I, R>(call: EndpointCall<I, R>): (input: I) => Promise<R> {
  const { locale } = useI18n();
  return useCallback((input: I) => call(input, { locale }), [call, locale]);
}

export interface EndpointQuery<R> {
  /** The last answer; undefined until the first one arrives. */
  data: R | undefined;
  /** The last failure; cleared by the next success. */
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
  /** Changes the answer locally, e.g. after removing an item through another endpoint. */
  setData: Dispatch<SetStateAction<R | undefined>>;
}

/** Reads `call` once on mount; `reload()` reads again (e.g. a retry button). */
export function useEndpointQuery<R>(call: EndpointCall<void, R>): EndpointQuery<R> {
  const send = useEndpoint(call);
  const [data, setData] = useState<R | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await send());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }, [send]);

  useEffect(() => void reload(), [reload]);

  return { data, error, loading, reload, setData };
}
