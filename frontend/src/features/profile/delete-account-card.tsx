import { routePaths } from '@tickrelay/contracts/routes';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';

import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Card, Field, Muted, Stack } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { SectionTitle } from '@/components/ui/page-parts';
import { useDeleteAccount } from '@/lib/api/endpoints/delete-account.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

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

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const signOutAndLeave = useSignOutAndLeave();
  const deleteAccount = useDeleteAccount();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { password: '' },
    checks: { password: (password) => (password ? null : 'required') },
    codeFields: { INVALID_CREDENTIALS: 'password' },
    submit: ({ password }) => deleteAccount({ password }),
    onSuccess: async () => {
      notifySuccess(t('profile.deleteAccount.done'));
      await signOutAndLeave(routePaths.home);
    },
    // The dialog closes as the member leaves: the buttons stay disabled until then.
    keepSubmittingOnSuccess: true,
  });
  const error = form.errors.password;
  const deleting = form.submitting;

  return (
    <Dialog
      title={t('profile.deleteAccount.dialogTitle')}
      description={<Muted $size="sm">{t('profile.deleteAccount.dialogBody')}</Muted>}
      onClose={deleting ? () => undefined : onClose}
      initialFocus={input}
      data-testid="delete-account-dialog"
    >
      <form noValidate onSubmit={form.onSubmit} style={{ marginTop: 20 }}>
        <Stack $gap={5}>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <Field
            htmlFor="delete-password"
            label={t('profile.deleteAccount.password')}
            error={error}
          >
            <PasswordInput
              ref={input}
              {...form.field('password', { id: 'delete-password' })}
              autoComplete="current-password"
            />
          </Field>
          <Actions>
            <Button $variant="secondary" onClick={onClose} disabled={deleting}>
              {t('profile.deleteAccount.cancel')}
            </Button>
            <Button
              type="submit"
              $variant="danger"
              disabled={deleting}
              data-testid="delete-confirm"
            >
              {deleting ? t('profile.deleteAccount.deleting') : t('profile.deleteAccount.confirm')}
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
      <SectionTitle>{t('profile.deleteAccount.title')}</SectionTitle>
      <Stack $gap={4} $align="start">
        <Muted $size="sm">{t('profile.deleteAccount.body')}</Muted>
        <Button $variant="danger" onClick={() => setOpen(true)} data-testid="delete-account-open">
          {t('profile.deleteAccount.open')}
        </Button>
      </Stack>
      {open && <DeleteAccountDialog onClose={close} />}
    </DangerCard>
  );
}
