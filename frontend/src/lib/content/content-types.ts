// What `npm run build -w content` writes for every Markdown document (content/src/content-types.ts).
export type ContentLocale = 'en' | 'fr';

export interface ContentHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

export interface RenderedDocument<M = Record<string, unknown>> {
  meta: M;
  /** Sanitised at build time from the repository's own Markdown: safe for dangerouslySetInnerHTML. */
  html: string;
  headings: ContentHeading[];
}
