import { localeFromPath } from '@tickrelay/contracts/locale-path';
import type { LoaderFunctionArgs } from 'react-router';

import { LegalDocument } from '@/components/content/legal-document';
import { PageMeta } from '@/components/page-meta';
import { loaders, type PagesMeta } from '@/generated/content/pages';
import { preloadContent, readContent } from '@/lib/content/content-cache';
import type { RenderedDocument } from '@/lib/content/content-types';
import { useI18n } from '@/lib/i18n/i18n-context';

const key = (locale: string) => `pages/${locale}/risk`;

/** The disclosures (content/pages/<locale>/risk.md) are in the cache before the first render. */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const locale = localeFromPath(new URL(request.url).pathname);
  await preloadContent(key(locale), loaders[`${locale}/risk`]!);
  return null;
}

export default function RiskDisclosuresPage() {
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
        eyebrow={t('risk.intro.eyebrow')}
        title={t('risk.intro.heading')}
        lead={t('risk.intro.lead')}
        updated={t('risk.intro.updated', { date: updated })}
        tocLabel={t('risk.toc')}
        document={document}
      />
    </>
  );
}
