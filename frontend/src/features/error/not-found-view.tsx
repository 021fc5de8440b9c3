import type { ReactNode } from 'react';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { NotFoundIllustration } from './error-illustrations';
import { PAGE_NOT_FOUND } from './error-messages';
import { ErrorView } from './error-view';

/** The 404 view: unknown routes, /error?status=404 and 404 route errors. */
export function NotFoundView({ detail }: { detail?: ReactNode }) {
  const { t, localePath } = useI18n();
  return (
    <>
      <PageMeta
        title={t('errors.notFound.metaTitle')}
        description={t('errors.notFound.description')}
        noindex
      />
      <ErrorView
        testId="error-view-404"
        status={404}
        statusMessage={PAGE_NOT_FOUND}
        illustration={<NotFoundIllustration />}
        title={t('errors.notFound.title')}
        description={t('errors.notFound.description')}
        detail={detail}
        actions={
          <>
            <ButtonLink to={localePath('/')}>{t('errors.backHome')}</ButtonLink>
            <ButtonLink to={localePath('/docs')} $variant="secondary">
              {t('errors.notFound.browseDocs')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
