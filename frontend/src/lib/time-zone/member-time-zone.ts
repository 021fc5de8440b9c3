// The member's time zone: the profile's, or the browser's until one is chosen. The first time a
// signed-in page asks and the profile has none, the browser's zone is saved (issue 27: "default
// from the browser"), so mails and the log agree with what the member sees.
import { useEffect, useState } from 'react';

import { usePreferences } from '@/lib/api/endpoints/get-preferences.endpoint';
import { useUpdateProfile } from '@/lib/api/endpoints/update-profile.endpoint';

/** This browser's IANA zone ('UTC' when the runtime does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export interface MemberTimeZone {
  /** Undefined while loading. */
  zone: string | undefined;
  /** After the member chose another one. */
  setZone: (zone: string) => void;
}

export function useMemberTimeZone(): MemberTimeZone {
  const preferences = usePreferences();
  const updateProfile = useUpdateProfile();
  const [zone, setZone] = useState<string | undefined>();
  const chosen = preferences.data?.timeZone;
  const loaded = preferences.data !== undefined;

  useEffect(() => {
    if (!loaded) return;
    if (chosen) {
      setZone(chosen);
      return;
    }
    const fallback = browserTimeZone();
    setZone(fallback);
    // Best effort: should it fail, the browser's zone is still what this page shows.
    updateProfile({ timeZone: fallback }).catch(() => undefined);
  }, [loaded, chosen, updateProfile]);

  // A failed read still shows times, in the browser's zone.
  const shown = zone ?? (preferences.error === undefined ? undefined : browserTimeZone());
  return { zone: shown, setZone };
}
