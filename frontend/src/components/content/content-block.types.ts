/**
 * Typed building blocks of long-form content (docs, blog, legal pages). Content lives in TypeScript
 * modules instead of markdown so it is type-checked, tree-shaken and needs no parser in the bundle.
 * Inline text supports a tiny subset: `code`, **strong** and [label](href).
 */
export type ContentLocale = 'en' | 'fr';

/** A short text (title, summary) in every content language. */
export type Localized = Readonly<Record<ContentLocale, string>>;

export type CalloutTone = 'info' | 'success' | 'warning' | 'danger';

export interface ParagraphBlock {
  type: 'paragraph';
  text: string;
}

export interface HeadingBlock {
  type: 'heading';
  level: 2 | 3;
  text: string;
  /** Stable anchor; derived from the text when absent. */
  id?: string;
}

export interface ListBlock {
  type: 'list';
  ordered?: boolean;
  items: readonly string[];
}

export interface CodeBlock {
  type: 'code';
  language: string;
  code: string;
  caption?: string;
}

export interface CalloutBlock {
  type: 'callout';
  tone: CalloutTone;
  title?: string;
  text: string;
}

export interface ImageBlock {
  type: 'image';
  src: string;
  alt: string;
  /** Intrinsic size, always given so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  caption?: string;
}

export interface TableBlock {
  type: 'table';
  head: readonly string[];
  rows: readonly (readonly string[])[];
  caption?: string;
}

export type ContentBlock =
  ParagraphBlock | HeadingBlock | ListBlock | CodeBlock | CalloutBlock | ImageBlock | TableBlock;

export type ContentBody = readonly ContentBlock[];
