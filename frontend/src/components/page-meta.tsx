import { localizePath, stripLocale } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { useLocation } from 'react-router';

import { siteOrigin } from '@/config/site-origin';
import { useI18n } from '@/lib/i18n/i18n-context';

export const SITE_NAME = 'TickRelay';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Error and private pages: keep them out of search indexes (and give no canonical). */
  noindex?: boolean;
  /** Open Graph type: 'article' for a blog post, 'website' otherwise. */
  type?: 'website' | 'article';
  /** Structured data (schema.org), written as an application/ld+json data block. */
  jsonLd?: object;
  /** Open Graph image: a site path ('/images/x.png') or an absolute URL. */
  image?: string;
  /**
   * The page's path in each language when it differs from the same bare path (a translated
   * slug), or null when that translation is missing: no hreflang link for it then.
   */
  alternates?: Partial<Record<Locale, string | null>>;
}

/** The absolute URL of every language version the page has (en, fr; missing ones left out). */
export function alternateUrls(
  pathname: string,
  origin: string,
  alternates: PageMetaProps['alternates'] = {},
): Partial<Record<Locale, string>> {
  const bare = stripLocale(pathname);
  const urls: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const given = alternates[locale];
    if (given === null) continue;
    urls[locale] = `${origin}${localizePath(given ?? bare, locale)}`;
  }
  return urls;
}

/** JSON for a <script> data block: '<' escaped so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The page's head: React 19 hoists these elements into <head> and removes them when the page
 * unmounts, so each page owns its title, description, canonical and hreflang alternates. While
 * prerendering they come first in the rendered HTML and the prerender moves them into <head>.
 * Everything here is derived from the route and the site origin only, so the server and the
 * first client render write the same elements (hydration adopts them instead of adding copies).
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  type = 'website',
  jsonLd,
  image,
  alternates,
}: PageMetaProps) {
  const { pathname } = useLocation();
  const { locale } = useI18n();
  const origin = siteOrigin();
  const urls = alternateUrls(pathname, origin, alternates);
  const canonical = urls[locale] ?? `${origin}${pathname}`;
  const imageUrl = image && (/^https?:\/\//.test(image) ? image : `${origin}${image}`);

  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_FR' : 'en_US'} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <meta property="og:url" content={canonical} />
          <link rel="canonical" href={canonical} />
          {urls.en && urls.fr ? (
            <>
              <link rel="alternate" hrefLang="en" href={urls.en} />
              <link rel="alternate" hrefLang="fr" href={urls.fr} />
              <link rel="alternate" hrefLang="x-default" href={urls.en} />
            </>
          ) : null}
        </>
      )}
      {jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
        />
      ) : null}
    </>
  );
}
