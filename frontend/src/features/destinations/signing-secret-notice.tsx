import { RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import styled from 'styled-components';

import { CopyButton } from '@/components/copy-button/copy-button';
import { Alert, Button, Code, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  code {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    font-size: 0.875rem;
    overflow-wrap: anywhere;
  }
`;

export interface SigningSecretNoticeProps {
  /** The destination's label, to say which one the secret belongs to. */
  label: string;
  secret: string;
  onDismiss: () => void;
}

/**
 * An https destination's signing secret, the only time it is shown (after creating or rotating):
 * copy it into the receiver now; the page forgets it when dismissed or left.
 */
export function SigningSecretNotice({ label, secret, onDismiss }: SigningSecretNoticeProps) {
  const { t } = useI18n();
  return (
    <Alert
      tone="warning"
      title={t('destinations.secret.title', { label })}
      data-testid="signing-secret"
    >
      <Stack $gap={3}>
        <span>{t('destinations.secret.body', { header: RELAY_HEADERS.signature })}</span>
        <SecretRow>
          <Code data-testid="signing-secret-value">{secret}</Code>
          <CopyButton text={secret} label={t('destinations.secret.copy')} />
        </SecretRow>
        <strong>{t('destinations.secret.once')}</strong>
        <div>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={onDismiss}
            data-testid="signing-secret-dismiss"
          >
            {t('destinations.secret.dismiss')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
