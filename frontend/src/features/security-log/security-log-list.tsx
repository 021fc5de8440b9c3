import type { SecurityEvent } from '@tickrelay/contracts/endpoints/security-log.endpoints';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, Muted, Stack } from '@/components/ui';
import { useListSecurityLog } from '@/lib/api/endpoints/list-security-log.endpoint';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

const List = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: ${({ theme }) => theme.space(3)};
`;

const Title = styled.p<{ $warning: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $warning }) => ($warning ? theme.colors.warning : 'inherit')};
`;

/** The kinds a member should look at twice. */
const WARNING_KINDS = new Set(['sign-in-failed', 'not-me-reported', 'email-change-undone']);

/** The member's security log, newest first, times in `timeZone`; older pages on demand. */
export function SecurityLogList({ timeZone }: { timeZone: string }) {
  const { t, formatDate } = useI18n();
  const listSecurityLog = useListSecurityLog();
  const [events, setEvents] = useState<SecurityEvent[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setError(null);
      try {
        const page = await listSecurityLog(after ? { cursor: after } : {});
        setEvents((current) => (after && current ? [...current, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (failure) {
        setError(errorCodeMessage(failure, t));
      } finally {
        setLoading(false);
      }
    },
    [listSecurityLog, t],
  );

  useEffect(() => void load(null), [load]);

  const when = (at: string) =>
    formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone });

  return (
    <Stack $gap={4}>
      {error && (
        <Stack $gap={3} $align="start">
          <Alert tone="danger">{error}</Alert>
          <Button $variant="secondary" $size="sm" onClick={() => void load(null)}>
            {t('securityLog.retry')}
          </Button>
        </Stack>
      )}
      {events === null && !error && <Muted aria-busy="true">{t('securityLog.loading')}</Muted>}
      {events?.length === 0 && (
        <Muted data-testid="security-log-empty">{t('securityLog.empty')}</Muted>
      )}
      {events && events.length > 0 && (
        <List data-testid="security-log-list">
          {events.map((event) => (
            <Row key={event.id} data-testid="security-log-row" data-kind={event.kind}>
              <Title $warning={WARNING_KINDS.has(event.kind)}>
                {t(`securityLog.kinds.${event.kind}`)}
              </Title>
              <Muted $size="sm">
                <time dateTime={event.at}>{when(event.at)}</time>
                {(event.ip || event.browser) &&
                  ` · ${t('securityLog.from', {
                    browser: event.browser ?? t('securityLog.unknown'),
                    ip: event.ip ?? t('securityLog.unknown'),
                  })}`}
              </Muted>
            </Row>
          ))}
        </List>
      )}
      {cursor && (
        <div>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={loading}
            onClick={() => void load(cursor)}
            data-testid="security-log-more"
          >
            {t('securityLog.loadMore')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
