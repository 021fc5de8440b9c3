// What `npm run build -w content` writes for every Markdown document and the SPA reads: the
// generated JSON is the only link between the two workspaces, so its shape is written once here.

export interface ContentHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** One rendered document: what frontend/src/generated/content/<collection>/… holds. */
export interface RenderedDocument<M = Record<string, unknown>> {
  meta: M;
  /** Rendered at build time from the repository's own Markdown: safe for dangerouslySetInnerHTML. */
  html: string;
  headings: ContentHeading[];
}
