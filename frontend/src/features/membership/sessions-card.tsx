import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';

import { Alert, Badge, Button, Card, Muted, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { errorCodeMessage } from '@/features/auth/auth-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { endSession, listSessions, type AccountSession } from './account-api';
import { SectionTitle } from './membership-parts';
import { relativeParts } from './relative-time';
import { useSignOutAndLeave } from './sign-out-and-leave';
import { describeUserAgent } from './user-agent';

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
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ending, setEnding] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await listSessions();
      setSessions([...list].sort((a, b) => Number(b.current) - Number(a.current)));
      setError(null);
    } catch (failure) {
      setError(errorCodeMessage(failure, t));
    }
    // t only changes with the language; the list does not depend on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const when = (value: string | null) => {
    if (!value) return t('membership.sessions.unknown');
    const parts = relativeParts(new Date(value));
    return parts ? formatRelativeTime(parts.value, parts.unit) : t('membership.sessions.justNow');
  };

  const onEnd = async (session: AccountSession) => {
    setEnding(session.id);
    try {
      await endSession(session.id);
      if (session.current) {
        await signOutAndLeave(routePaths.signin);
        return;
      }
      setSessions((list) => list?.filter((item) => item.id !== session.id) ?? null);
      toast.success(t('membership.sessions.ended'));
    } catch (failure) {
      toast.error(errorCodeMessage(failure, t));
    } finally {
      setEnding(null);
    }
  };

  const deviceName = (session: AccountSession) => {
    const { browser, os } = describeUserAgent(session.userAgent);
    if (browser && os) return t('membership.sessions.browserOn', { browser, os });
    return browser ?? os ?? t('membership.sessions.unknownDevice');
  };

  return (
    <Card data-testid="sessions-card">
      <SectionTitle>{t('membership.sessions.title')}</SectionTitle>
      <Muted $size="sm">{t('membership.sessions.intro')}</Muted>
      {error && (
        <Stack $gap={3} $align="start" style={{ marginTop: 16 }}>
          <Alert tone="danger">{error}</Alert>
          <Button $variant="secondary" $size="sm" onClick={() => void load()}>
            {t('membership.sessions.retry')}
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
                      {t('membership.sessions.thisDevice')}
                    </Badge>
                  )}
                </Device>
                <Muted $size="sm">
                  {t('membership.sessions.details', {
                    ip: session.ip ?? t('membership.sessions.unknown'),
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
                {session.current
                  ? t('membership.sessions.signOutHere')
                  : t('membership.sessions.end')}
              </Button>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
