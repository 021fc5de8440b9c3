// The content build's language names are the product's (contracts/src/locales.ts); the rendered
// document's shape is shared with the SPA through contracts/src/content/rendered-document.ts.
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';

export type {
  ContentHeading,
  RenderedDocument,
} from '@tickrelay/contracts/content/rendered-document';

export type ContentLocale = Locale;
export const CONTENT_LOCALES: readonly ContentLocale[] = LOCALES;
