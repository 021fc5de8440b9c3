import { localizePath, stripLocale } from '@tickrelay/contracts/locale-path';
import { useLocation } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';

export const SITE_NAME = 'TickRelay';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Error and private pages: keep them out of search indexes (and give no canonical). */
  noindex?: boolean;
}

/**
 * The page's head: React 19 hoists these elements into <head> and removes them when the page
 * unmounts, so each page owns its title, description, canonical and hreflang alternates.
 */
export function PageMeta({ title, description, noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const { locale } = useI18n();
  const origin = window.location.origin;
  const bare = stripLocale(pathname);
  const url = (target: 'en' | 'fr') => `${origin}${localizePath(bare, target)}`;

  return (
    <>
      <title>{`${title} · ${SITE_NAME}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_FR' : 'en_US'} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url(locale)} />
          <link rel="alternate" hrefLang="en" href={url('en')} />
          <link rel="alternate" hrefLang="fr" href={url('fr')} />
          <link rel="alternate" hrefLang="x-default" href={url('en')} />
        </>
      )}
    </>
  );
}
