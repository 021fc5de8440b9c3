import {
  DATA_EXPORT_LIMITS,
  type DataExportView,
} from '@tickrelay/contracts/endpoints/data-export.endpoints';
import { useEffect, useState } from 'react';

import { Alert, Badge, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useCreateDataExportLink } from '@/lib/api/endpoints/create-data-export-link.endpoint';
import { useDataExportList } from '@/lib/api/endpoints/list-data-exports.endpoint';
import { useRequestDataExport } from '@/lib/api/endpoints/request-data-export.endpoint';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { followDataExportLink } from './follow-data-export-link';

/** How often the card asks again while the worker prepares the archive. */
const POLL_MS = 3000;

function formatSize(bytes: number, locale: string): string {
  const kib = bytes / 1024;
  return kib < 1024
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, kib))} KB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kib / 1024)} MB`;
}

/**
 * "Your data": ask for a copy of everything TickRelay keeps about the member (built by the
 * worker, mailed when ready), see where the latest stands, and download it while it is kept.
 */
export function DataExportCard() {
  const { t, locale, formatDate } = useI18n();
  const list = useDataExportList();
  const requestExport = useRequestDataExport();
  const createLink = useCreateDataExportLink();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest: DataExportView | undefined = list.data?.[0];
  const preparing = latest?.status === 'preparing';
  const { reload } = list;

  useEffect(() => {
    if (!preparing) return undefined;
    const timer = window.setInterval(() => void reload(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [preparing, reload]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorCodeMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const onRequest = () =>
    run(async () => {
      const created = await requestExport();
      list.setData((current) => [created, ...(current ?? [])]);
    });

  const onDownload = (id: string) =>
    run(async () => {
      followDataExportLink((await createLink(id)).url);
    });

  const when = (iso: string | null) =>
    iso ? formatDate(iso, { dateStyle: 'long', timeStyle: 'short' }) : '';

  return (
    <Card data-testid="data-export-card">
      <SectionTitle>{t('dataExport.title')}</SectionTitle>
      <Stack $gap={4}>
        <Muted $size="sm">
          {t('dataExport.intro', { days: String(DATA_EXPORT_LIMITS.keepDays) })}
        </Muted>
        {list.error !== undefined && <Alert tone="danger">{errorCodeMessage(list.error, t)}</Alert>}
        {latest && (
          <div data-testid="data-export-state" data-status={latest.status} aria-live="polite">
            {latest.status === 'preparing' && (
              <p>
                <Badge $tone="warning">{t('dataExport.status.preparing')}</Badge>{' '}
                {t('dataExport.preparing', { when: when(latest.requestedAt) })}
              </p>
            )}
            {latest.status === 'ready' && (
              <Stack $gap={3} $align="start">
                <p>
                  <Badge $tone="success">{t('dataExport.status.ready')}</Badge>{' '}
                  {t('dataExport.readyUntil', { when: when(latest.expiresAt) })}
                  {latest.sizeBytes !== null && ` (${formatSize(latest.sizeBytes, locale)})`}
                </p>
                <Button
                  type="button"
                  onClick={() => void onDownload(latest.id)}
                  disabled={busy}
                  data-testid="data-export-download"
                >
                  {t('dataExport.download')}
                </Button>
              </Stack>
            )}
            {latest.status === 'expired' && (
              <p>
                <Badge $tone="neutral">{t('dataExport.status.expired')}</Badge>{' '}
                {t('dataExport.expired')}
              </p>
            )}
            {latest.status === 'failed' && (
              <p>
                <Badge $tone="danger">{t('dataExport.status.failed')}</Badge>{' '}
                {t('dataExport.failed')}
              </p>
            )}
          </div>
        )}
        {error && (
          <Alert tone="danger" data-testid="data-export-error">
            {error}
          </Alert>
        )}
        {!preparing && (
          <div>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void onRequest()}
              disabled={busy || list.data === undefined}
              data-testid="data-export-request"
            >
              {t('dataExport.request')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
