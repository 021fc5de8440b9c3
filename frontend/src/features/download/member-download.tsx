import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { Button } from '@/components/ui';
import { apiErrorMessage } from '@/lib/api/api-client';
import { useCreateDownloadLink } from '@/lib/api/endpoints/create-download-link.endpoint';
import { useSession } from '@/lib/auth/auth-store';
import { useEntitlement } from '@/lib/billing/use-entitlement';
import { useI18n } from '@/lib/i18n/i18n-context';

import { followDownloadLink } from './follow-link';

const Locked = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Failure = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

function LockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1a5 5 0 0 0-5 5v4H6a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2h-1V6a5 5 0 0 0-5-5Zm-3 9V6a3 3 0 1 1 6 0v4H9Z"
      />
    </svg>
  );
}

/**
 * A member-only file: a lock and the way in for visitors and members without a subscription; for
 * entitled members a button that asks the api for a 5-minute signed link and follows it (the
 * file comes back as an attachment, so the page stays).
 */
export function MemberDownload({ id, title }: { id: string; title: string }) {
  const { t, localePath } = useI18n();
  const { status } = useSession();
  const entitlement = useEntitlement(status === 'member');
  const createLink = useCreateDownloadLink();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status !== 'member' || entitlement.state !== 'member') {
    const signedIn = status === 'member' && entitlement.state === 'non-member';
    return (
      <Locked data-testid="download-locked">
        <strong>
          <LockIcon />
          {t('download.members.locked')}
        </strong>
        {signedIn ? (
          <Link to={localePath(routePaths.membershipSubscription)}>
            {t('download.members.subscribe')}
          </Link>
        ) : (
          <Link to={localePath(routePaths.signin)}>{t('download.members.signIn')}</Link>
        )}
      </Locked>
    );
  }

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await createLink(id);
      followDownloadLink(link.url);
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button
        type="button"
        $variant="secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-label={t('download.members.downloadAria', { title })}
        data-testid="member-download"
      >
        {t('download.download')}
      </Button>
      {error && <Failure role="alert">{error}</Failure>}
    </div>
  );
}
