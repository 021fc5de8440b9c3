// What `npm run build -w content` writes for every Markdown document: the shape is shared with the
// content build through the contracts, the languages are the product's.
export type { Locale as ContentLocale } from '@tickrelay/contracts/locales';
export type { RenderedDocument } from '@tickrelay/contracts/content/rendered-document';
