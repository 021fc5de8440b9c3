import type { Locale } from '@tickrelay/contracts/locales';

/** The spec's status messages; HTTP reason phrases, shown as such in both languages. */
export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const PAGE_NOT_FOUND = 'Page Not Found';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: PAGE_NOT_FOUND,
  410: 'Gone',
  429: 'Too Many Requests',
  500: INTERNAL_SERVER_ERROR,
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Fixed phrases only: a message taken from the URL would let anyone put words on our page. */
export function statusMessageFor(status: number): string {
  return reasonPhrases[status] ?? (status >= 500 ? INTERNAL_SERVER_ERROR : 'Error');
}

/** The spec's unknown-route message, kept verbatim in both languages. */
export const pageNotFoundMessage = (fullPath: string): string => `Page not found: ${fullPath}`;

/**
 * Words of the last-resort view, shown when the app itself failed and the message files or the
 * providers may be missing; everything else comes from the `errors` namespace.
 */
export const fatalErrorText: Record<
  Locale,
  { title: string; description: string; reload: string }
> = {
  en: {
    title: 'Something went wrong',
    description: 'TickRelay hit an unexpected error. Reloading the page usually fixes it.',
    reload: 'Reload the page',
  },
  fr: {
    title: 'Une erreur est survenue',
    description:
      'TickRelay a rencontré une erreur inattendue. Recharger la page suffit généralement.',
    reload: 'Recharger la page',
  },
};
