import styled from 'styled-components';

import { Button, Muted, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ResendConfirmation } from './resend-confirmation';

const Mail = styled.div`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  color: ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Address = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** After sign-up: the confirmation link is on its way; resend it or fix the address. */
export function SignupSent({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const { t } = useI18n();
  return (
    <Stack $gap={5} data-testid="signup-confirmation">
      <Mail aria-hidden="true">
        <svg
          width="26"
          height="26"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="M3 7l9 6 9-6" />
        </svg>
      </Mail>
      <Muted>
        {t('auth.signup.sentBefore')} <Address>{email}</Address>
        {t('auth.signup.sentAfter')}
      </Muted>
      <Muted $size="sm">{t('auth.signup.sentHelp')}</Muted>
      <Stack $gap={2} $align="start">
        <ResendConfirmation email={email} />
      </Stack>
      <div>
        <Button
          $variant="ghost"
          $size="sm"
          onClick={onChangeEmail}
          data-testid="signup-change-email"
        >
          {t('auth.signup.changeEmail')}
        </Button>
      </div>
    </Stack>
  );
}
