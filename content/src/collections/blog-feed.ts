// RSS 2.0 feed of one language's blog. Pure: the blog collection gives it the posts it read and
// writes the result to frontend/src/generated/static/<lang prefix>/blog/rss.xml.

export interface FeedPost {
  /** Site path without locale, e.g. /blog/2026/webhook-security. */
  path: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD. */
  date: string;
  author: string;
  tags: readonly string[];
}

export interface FeedChannel {
  /** The site origin (SITE_ORIGIN_PLACEHOLDER, rewritten by nginx at serving time). */
  origin: string;
  /** 'en' | 'fr': the language of the channel and the path prefix ('' or '/fr'). */
  language: 'en' | 'fr';
  title: string;
  description: string;
  /** Newest first. */
  posts: readonly FeedPost[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** RFC 822 date as RSS 2.0 asks: a calendar day is published at 00:00 UTC. */
export function rfc822(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) throw new Error(`invalid date ${date}`);
  return parsed.toUTCString();
}

export function localizedPath(path: string, language: 'en' | 'fr'): string {
  return language === 'fr' ? `/fr${path}` : path;
}

export function feedPath(language: 'en' | 'fr'): string {
  return localizedPath('/blog/rss.xml', language);
}

export function buildRssFeed(channel: FeedChannel): string {
  const { origin, language, posts } = channel;
  const url = (path: string) => escapeXml(`${origin}${localizedPath(path, language)}`);
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = posts.map((post) =>
    [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      <link>${url(post.path)}</link>`,
      `      <guid isPermaLink="true">${url(post.path)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      ${element('dc:creator', post.author)}`,
      `      ${element('description', post.summary)}`,
      ...post.tags.map((tag) => `      ${element('category', tag)}`),
      '    </item>',
    ].join('\n'),
  );
  const newest = posts[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    <link>${url('/blog')}</link>`,
    `    <atom:link href="${escapeXml(`${origin}${feedPath(language)}`)}" rel="self" type="application/rss+xml"/>`,
    `    ${element('description', channel.description)}`,
    `    <language>${language}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
