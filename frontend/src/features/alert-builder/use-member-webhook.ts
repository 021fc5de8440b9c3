// The signed-in member's webhook URL, for the builder to show next to the message (the webhook
// page links here with ?webhook=mine for that). Read through GET /api/webhook: the URL is a
// secret, so it never travels in an address, a share link or the saved state.
import { useEffect, useState } from 'react';

import { ApiError } from '@/lib/api/api-client';
import { useGetWebhook } from '@/lib/api/endpoints/get-webhook.endpoint';
import { useSession } from '@/lib/auth/auth-store';

export type MemberWebhook =
  | { state: 'visitor' }
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  /** Signed in, without an active membership (403 SUBSCRIPTION_REQUIRED). */
  | { state: 'not-entitled' }
  | { state: 'error' };

export function useMemberWebhook(): MemberWebhook {
  const { status } = useSession();
  const getWebhook = useGetWebhook();
  const signedIn = status === 'member';
  const [result, setResult] = useState<MemberWebhook>({ state: 'loading' });

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getWebhook().then(
      (webhook) => {
        if (live) setResult({ state: 'ready', url: webhook.url });
      },
      (error: unknown) => {
        if (!live) return;
        const lapsed = error instanceof ApiError && error.code === 'SUBSCRIPTION_REQUIRED';
        setResult({ state: lapsed ? 'not-entitled' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [signedIn, getWebhook]);

  if (status === 'visitor') return { state: 'visitor' };
  return signedIn ? result : { state: 'loading' };
}
