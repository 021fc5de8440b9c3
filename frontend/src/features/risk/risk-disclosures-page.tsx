import { LegalDocument } from '@/components/content/legal-document';
import { PageMeta } from '@/components/page-meta';
import { useI18n } from '@/lib/i18n/i18n-context';

import riskEn from './content/risk-disclosures.en';
import riskFr from './content/risk-disclosures.fr';

// Both languages ship in this page's chunk: no loading state, no layout shift on a legal page.
const bodies = { en: riskEn, fr: riskFr } as const;

const RISK_UPDATED = '2026-11-16';

export default function RiskDisclosuresPage() {
  const { t, locale, formatDate } = useI18n();
  const updated = formatDate(`${RISK_UPDATED}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <>
      <PageMeta title={t('risk.meta.title')} description={t('risk.meta.description')} />
      <LegalDocument
        eyebrow={t('risk.intro.eyebrow')}
        title={t('risk.intro.heading')}
        lead={t('risk.intro.lead')}
        updated={t('risk.intro.updated', { date: updated })}
        tocLabel={t('risk.toc')}
        body={bodies[locale]}
      />
    </>
  );
}
