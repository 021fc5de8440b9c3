import * as path from 'node:path';

import {
  AcceptLanguageResolver,
  CookieResolver,
  I18nModule,
  QueryResolver,
  type I18nOptions,
} from 'nestjs-i18n';

import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE } from './request-language';

/** src/i18n when run from source, dist/i18n from the build (the build copies the JSON files). */
export const I18N_DIRECTORY = path.join(__dirname, '..', '..', 'i18n');

export function i18nOptions(): I18nOptions {
  return {
    fallbackLanguage: FALLBACK_LANGUAGE,
    loaderOptions: { path: I18N_DIRECTORY, watch: false },
    // Same order as resolveRequestLanguage(), used by the error filter.
    resolvers: [
      new QueryResolver(['lang']),
      new CookieResolver([LANGUAGE_COOKIE]),
      AcceptLanguageResolver,
    ],
    logging: false,
  };
}

export function i18nModule() {
  return I18nModule.forRoot(i18nOptions());
}
