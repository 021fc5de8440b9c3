import type { GuardName } from '@tickrelay/contracts/routes';
import { Outlet } from 'react-router';

import { RequireAuth } from './require-auth';
import { RequireGuest } from './require-guest';
import { RequireMember } from './require-member';
import { RequireRecaptcha } from './require-recaptcha';

/** A pathless route element that applies a route-table guard to its child routes. */
export function GuardOutlet({ guard, action }: { guard: GuardName; action?: string }) {
  switch (guard) {
    case 'auth':
      return (
        <RequireAuth>
          <Outlet />
        </RequireAuth>
      );
    case 'guest':
      return (
        <RequireGuest>
          <Outlet />
        </RequireGuest>
      );
    case 'member':
      return (
        <RequireMember>
          <Outlet />
        </RequireMember>
      );
    case 'recaptcha':
      if (!action) throw new Error('A recaptcha guard needs its action');
      return (
        <RequireRecaptcha action={action}>
          <Outlet />
        </RequireRecaptcha>
      );
  }
}
