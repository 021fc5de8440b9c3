import type { SessionSummary } from '@tickrelay/contracts/endpoints/account.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

import { Alert, Badge, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useEndSession } from '@/lib/api/endpoints/end-session.endpoint';
import { useSessionList } from '@/lib/api/endpoints/list-sessions.endpoint';
import { relativeParts } from '@/lib/format/relative-time';
import { describeUserAgent } from '@/lib/format/user-agent';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

import { useSignOutAndLeave } from './sign-out-and-leave';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(4)};
`;

const Device = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 600;
`;

const Placeholder = styled.div`
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
`;

/** The member's active sessions (this device first) with a way to end each of them. */
export function SessionsCard() {
  const { t, formatDate, formatRelativeTime } = useI18n();
  const signOutAndLeave = useSignOutAndLeave();
  const list = useSessionList();
  const endSession = useEndSession();
  const [ending, setEnding] = useState<string | null>(null);
  const sessions = useMemo(
    () => list.data && [...list.data].sort((a, b) => Number(b.current) - Number(a.current)),
    [list.data],
  );
  const error = list.error === undefined ? null : errorCodeMessage(list.error, t);

  const when = (value: string | null) => {
    if (!value) return t('profile.sessions.unknown');
    const parts = relativeParts(new Date(value));
    return parts ? formatRelativeTime(parts.value, parts.unit) : t('profile.sessions.justNow');
  };

  const onEnd = async (session: SessionSummary) => {
    setEnding(session.id);
    try {
      await endSession({ id: session.id });
      if (session.current) {
        await signOutAndLeave(routePaths.signin);
        return;
      }
      list.setData((current) => current?.filter((item) => item.id !== session.id));
      notifySuccess(t('profile.sessions.ended'));
    } catch (failure) {
      notifyError(errorCodeMessage(failure, t));
    } finally {
      setEnding(null);
    }
  };

  const deviceName = (session: SessionSummary) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('profile.sessions.browserOn', { browser, os });
    return browser ?? os ?? t('profile.sessions.unknownDevice');
  };

  return (
    <Card data-testid="sessions-card">
      <SectionTitle>{t('profile.sessions.title')}</SectionTitle>
      <Muted $size="sm">{t('profile.sessions.intro')}</Muted>
      {error && (
        <Stack $gap={3} $align="start" style={{ marginTop: 16 }}>
          <Alert tone="danger">{error}</Alert>
          <Button $variant="secondary" $size="sm" onClick={() => void list.reload()}>
            {t('profile.sessions.retry')}
          </Button>
        </Stack>
      )}
      {!sessions && !error && (
        <Stack $gap={2} style={{ marginTop: 16 }} aria-busy="true">
          <Placeholder />
          <Placeholder />
        </Stack>
      )}
      {sessions && (
        <List data-testid="sessions-list">
          {sessions.map((session) => (
            <Row key={session.id} data-testid="session-row" data-current={session.current}>
              <Stack $gap={1}>
                <Device>
                  {deviceName(session)}
                  {session.current && (
                    <Badge $tone="primary" data-testid="session-current">
                      {t('profile.sessions.thisDevice')}
                    </Badge>
                  )}
                </Device>
                <Muted $size="sm">
                  {t('profile.sessions.details', {
                    ip: session.ip ?? t('profile.sessions.unknown'),
                    signedIn: formatDate(session.createdAt),
                    lastSeen: when(session.lastSeenAt),
                  })}
                </Muted>
              </Stack>
              <Button
                $variant="secondary"
                $size="sm"
                disabled={ending !== null}
                onClick={() => void onEnd(session)}
                data-testid="session-end"
              >
                {session.current ? t('profile.sessions.signOutHere') : t('profile.sessions.end')}
              </Button>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
