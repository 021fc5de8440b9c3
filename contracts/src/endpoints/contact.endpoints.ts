// The public contact form.
import type { Locale } from '../locales';
import { endpoint } from './endpoint';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Lengths of the trimmed values (the API trims), the same in the SPA and the API. */
export const CONTACT_FIELD_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 1, max: 100 },
  email: { min: 1, max: 254 },
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 5000 },
};

export type ContactRequest = Record<ContactField, string> & {
  /** Locale the sender wrote from, for the reply. */
  locale: Locale;
};

export interface ContactReceived {
  id: string;
}

/** Rate limited per client address (429 with Retry-After). */
export const sendContactMessage = endpoint<{ body: ContactRequest; response: ContactReceived }>()({
  method: 'POST',
  path: '/api/contact',
  status: 201,
});
