/** Parser of the tiny inline syntax used in content blocks: `code`, **strong**, [label](href). */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE_PATTERN = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let cursor = 0;
  for (const match of source.matchAll(INLINE_PATTERN)) {
    const start = match.index;
    if (start > cursor) tokens.push({ kind: 'text', text: source.slice(cursor, start) });
    const [, code, strong, label, href] = match;
    if (code !== undefined) tokens.push({ kind: 'code', text: code });
    else if (strong !== undefined) tokens.push({ kind: 'strong', text: strong });
    else if (label !== undefined && href !== undefined)
      tokens.push({ kind: 'link', text: label, href });
    cursor = start + match[0].length;
  }
  if (cursor < source.length) tokens.push({ kind: 'text', text: source.slice(cursor) });
  return tokens;
}

/** Plain text of an inline string, for anchors, titles and search. */
export function inlineToPlainText(source: string): string {
  return parseInline(source)
    .map((token) => token.text)
    .join('');
}

/** URL-safe anchor id; accents are folded so French headings give readable anchors. */
export function slugify(text: string): string {
  return inlineToPlainText(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
