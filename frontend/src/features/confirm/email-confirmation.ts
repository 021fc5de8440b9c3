import { confirmEmail } from '@/lib/api/endpoints/confirm-email.endpoint';

type Confirmation = ReturnType<typeof confirmEmail>;

// One request per token and page load: a re-mounted view (React's StrictMode in development, a
// remount after a language switch) reuses the first answer instead of spending the token twice.
const requests = new Map<string, Confirmation>();

export function confirmOnce(token: string): Confirmation {
  let request = requests.get(token);
  if (!request) {
    request = confirmEmail({ token });
    requests.set(token, request);
  }
  return request;
}

/** For tests. */
export function forgetConfirmations(): void {
  requests.clear();
}
