import { LegalDocument } from '@/components/content/legal-document';
import { PageMeta } from '@/components/page-meta';
import { useI18n } from '@/lib/i18n/i18n-context';

import privacyEn from './content/privacy-policy.en';
import privacyFr from './content/privacy-policy.fr';

// Both languages ship in this page's chunk: no loading state, no layout shift on a legal page.
const bodies = { en: privacyEn, fr: privacyFr } as const;

const PRIVACY_UPDATED = '2026-11-16';

export default function PrivacyPage() {
  const { t, locale, formatDate } = useI18n();
  const updated = formatDate(`${PRIVACY_UPDATED}T00:00:00Z`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageMeta title={t('privacy.meta.title')} description={t('privacy.meta.description')} />
      <LegalDocument
        eyebrow={t('privacy.intro.eyebrow')}
        title={t('privacy.intro.heading')}
        lead={t('privacy.intro.lead')}
        updated={t('privacy.intro.updated', { date: updated })}
        tocLabel={t('privacy.toc')}
        body={bodies[locale]}
      />
    </>
  );
}
