import { localeFromPath } from '@tickrelay/contracts/locale-path';
import type { LoaderFunctionArgs } from 'react-router';

import { LegalDocument } from '@/components/content/legal-document';
import { PageMeta } from '@/components/page-meta';
import { loaders, type PagesMeta } from '@/generated/content/pages';
import { preloadContent, readContent } from '@/lib/content/content-cache';
import type { RenderedDocument } from '@/lib/content/content-types';
import { useI18n } from '@/lib/i18n/i18n-context';

const key = (locale: string) => `pages/${locale}/privacy`;

/** The policy (content/pages/<locale>/privacy.md) is in the cache before the first render. */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const locale = localeFromPath(new URL(request.url).pathname);
  await preloadContent(key(locale), loaders[`${locale}/privacy`]!);
  return null;
}

export default function PrivacyPage() {
  const { t, locale, formatDate } = useI18n();
  const document = readContent<RenderedDocument<PagesMeta>>(key(locale));
  const updated = formatDate(`${document.meta.updated}T00:00:00Z`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageMeta title={document.meta.title} description={document.meta.description} />
      <LegalDocument
        eyebrow={t('privacy.intro.eyebrow')}
        title={t('privacy.intro.heading')}
        lead={t('privacy.intro.lead')}
        updated={t('privacy.intro.updated', { date: updated })}
        tocLabel={t('privacy.toc')}
        document={document}
      />
    </>
  );
}
