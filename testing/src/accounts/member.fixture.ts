// Members for tests: unique addresses, one password, and sign-up + confirmation through the API
// with the mailed link, whichever mailbox caught it.
import { randomUUID } from 'node:crypto';

import type { ApiAgent } from '../http/api-agent';
import { type Mailbox, tokenOf } from '../mail/mailbox';

export const PASSWORD = 'amber lighthouse quartet';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@example.com`;
}

export interface MemberOptions {
  email?: string;
  password?: string;
  displayName?: string;
  locale?: 'en' | 'fr';
}

export interface Member {
  email: string;
  password: string;
  userId: string;
}

/** Signs up through the API and confirms with the mailed link; the agent ends signed in. */
export async function signUpMember(
  agent: ApiAgent,
  mailbox: Mailbox,
  options: MemberOptions = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail('member');
  const password = options.password ?? PASSWORD;
  const signUp = await agent.post('/api/auth/signup', {
    email,
    password,
    displayName: options.displayName ?? 'Test Member',
    locale: options.locale ?? 'en',
    acceptTerms: true,
  });
  if (signUp.status !== 201) {
    throw new Error(`signup answered ${signUp.status}: ${signUp.text}`);
  }
  const link = await mailbox.link({ to: email, linkIncludes: '/confirm?token=' });
  // The confirm page asks for the password chosen at sign-up (pre-account takeover, issue 21).
  const confirm = await agent.post<{ user: { id: string } }>('/api/auth/confirm', {
    token: tokenOf(link),
    password,
  });
  if (confirm.status !== 200) throw new Error(`confirm answered ${confirm.status}`);
  return { email, password, userId: confirm.body.user.id };
}
