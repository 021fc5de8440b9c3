import { useCallback, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';

import { Alert, Button, Card, describedBy, Field, Muted, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { formProblem, validationMessage } from '@/features/auth/auth-errors';
import { PasswordInput } from '@/features/auth/password-input';
import { useI18n } from '@/lib/i18n/i18n-context';

import { deleteAccount } from './account-api';
import { Dialog } from './dialog';
import { SectionTitle } from './membership-parts';
import { useSignOutAndLeave } from './sign-out-and-leave';

const DangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const codeFields = { INVALID_CREDENTIALS: 'password' } as const;

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const signOutAndLeave = useSignOutAndLeave();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!password) {
      setError(validationMessage('required', t));
      return;
    }
    setError(undefined);
    setDeleting(true);
    try {
      await deleteAccount(password);
      toast.success(t('membership.deleteAccount.done'));
      await signOutAndLeave(routePaths.home);
    } catch (failure) {
      const problem = formProblem(failure, ['password'] as const, t, codeFields);
      setError(problem.fields.password);
      setFormError(problem.form);
      setDeleting(false);
    }
  };

  return (
    <Dialog
      title={t('membership.deleteAccount.dialogTitle')}
      description={<Muted $size="sm">{t('membership.deleteAccount.dialogBody')}</Muted>}
      onClose={deleting ? () => undefined : onClose}
      initialFocus={input}
      data-testid="delete-account-dialog"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} style={{ marginTop: 20 }}>
        <Stack $gap={5}>
          {formError && <Alert tone="danger">{formError}</Alert>}
          <Field
            htmlFor="delete-password"
            label={t('membership.deleteAccount.password')}
            error={error}
          >
            <PasswordInput
              ref={input}
              id="delete-password"
              name="password"
              autoComplete="current-password"
              value={password}
              $invalid={Boolean(error)}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy('delete-password', { error })}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Actions>
            <Button $variant="secondary" onClick={onClose} disabled={deleting}>
              {t('membership.deleteAccount.cancel')}
            </Button>
            <Button
              type="submit"
              $variant="danger"
              disabled={deleting}
              data-testid="delete-confirm"
            >
              {deleting
                ? t('membership.deleteAccount.deleting')
                : t('membership.deleteAccount.confirm')}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Dialog>
  );
}

/** The danger zone: deleting the account (confirmed with the password in a dialog). */
export function DeleteAccountCard() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <DangerCard data-testid="delete-account-card">
      <SectionTitle>{t('membership.deleteAccount.title')}</SectionTitle>
      <Stack $gap={4} $align="start">
        <Muted $size="sm">{t('membership.deleteAccount.body')}</Muted>
        <Button $variant="danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t('membership.deleteAccount.open')}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog onClose={close} />}
    </DangerCard>
  );
}
