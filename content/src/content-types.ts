// The shapes the build writes and the SPA reads (frontend/src/lib/content/content-types.ts mirrors
// RenderedDocument: the generated JSON is the only link between the two workspaces).
export type ContentLocale = 'en' | 'fr';
export const CONTENT_LOCALES: readonly ContentLocale[] = ['en', 'fr'];

export interface ContentHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** One rendered Markdown document: what frontend/src/generated/content/<collection>/… holds. */
export interface RenderedDocument<M = Record<string, unknown>> {
  meta: M;
  html: string;
  headings: ContentHeading[];
}
