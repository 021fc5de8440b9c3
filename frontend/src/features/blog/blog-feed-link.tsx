import { localizePath } from '@tickrelay/contracts/locale-path';

import { useI18n } from '@/lib/i18n/i18n-context';

/** The language's feed path, written by the content build (generated/static/[fr/]blog/rss.xml). */
export function useBlogFeedPath(): string {
  const { locale } = useI18n();
  return localizePath('/blog/rss.xml', locale);
}

/** RSS autodiscovery: React hoists the <link> into <head> while a blog page is shown. */
export function BlogFeedLink() {
  const { t } = useI18n();
  const href = useBlogFeedPath();
  return (
    <link rel="alternate" type="application/rss+xml" title={t('blog.feed.title')} href={href} />
  );
}
