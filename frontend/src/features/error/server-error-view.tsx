import { PageMeta } from '@/components/page-meta';
import { Button, ButtonLink } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ServerErrorIllustration } from './error-illustrations';
import { INTERNAL_SERVER_ERROR } from './error-messages';
import { ErrorView } from './error-view';

export interface ServerErrorViewProps {
  status?: number;
  statusMessage?: string;
}

/** The 500 view (and any other non-404 status): unhandled errors and /error. */
export function ServerErrorView({
  status = 500,
  statusMessage = INTERNAL_SERVER_ERROR,
}: ServerErrorViewProps) {
  const { t, localePath } = useI18n();
  return (
    <>
      <PageMeta
        title={t('errors.server.metaTitle')}
        description={t('errors.server.description')}
        noindex
      />
      <ErrorView
        testId="error-view-500"
        status={status}
        statusMessage={statusMessage}
        illustration={<ServerErrorIllustration />}
        title={t('errors.server.title')}
        description={t('errors.server.description')}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
            <ButtonLink to={localePath('/')} $variant="secondary">
              {t('errors.backHome')}
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
