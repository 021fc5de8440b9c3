// The step-up prompt (issue 27): the api client asks it for a fresh proof when a route answers
// 403 STEP_UP_REQUIRED, and sends the refused request again once the member gave one. Mounted
// once by the membership layout; the dialog opens only while a request waits for it.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Field, Input, Muted, Stack } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useStepUp } from '@/lib/api/endpoints/step-up.endpoint';
import { setStepUpPrompter } from '@/lib/api/step-up-prompt';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

type Method = 'password' | 'code';

function StepUpForm({ onDone }: { onDone: (proven: boolean) => void }) {
  const { t } = useI18n();
  const stepUp = useStepUp();
  const [method, setMethod] = useState<Method>('password');
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { password: '', code: '' },
    checks: {
      password: (value) => (method === 'password' && !value ? 'required' : null),
      code: (value) => (method === 'code' && !value.trim() ? 'required' : null),
    },
    submit: ({ password, code }) =>
      stepUp(method === 'password' ? { password } : { code: code.trim() }),
    onSuccess: () => onDone(true),
  });

  return (
    <Dialog
      title={t('security.stepUp.title')}
      description={<Muted $size="sm">{t('security.stepUp.body')}</Muted>}
      onClose={() => onDone(false)}
      initialFocus={input}
      data-testid="step-up-dialog"
    >
      <form noValidate onSubmit={form.onSubmit} style={{ marginTop: 20 }}>
        <Stack $gap={5}>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          {method === 'password' ? (
            <Field
              htmlFor="step-up-password"
              label={t('security.stepUp.password')}
              error={form.errors.password}
            >
              <PasswordInput
                ref={input}
                {...form.field('password', { id: 'step-up-password' })}
                autoComplete="current-password"
                data-testid="step-up-password"
              />
            </Field>
          ) : (
            <Field
              htmlFor="step-up-code"
              label={t('security.stepUp.code')}
              error={form.errors.code}
            >
              <Input
                ref={input}
                {...form.field('code', { id: 'step-up-code' })}
                autoComplete="one-time-code"
                inputMode="text"
                data-testid="step-up-code"
              />
            </Field>
          )}
          <Button
            $variant="ghost"
            onClick={() => setMethod(method === 'password' ? 'code' : 'password')}
            data-testid="step-up-switch"
          >
            {method === 'password'
              ? t('security.stepUp.useCode')
              : t('security.stepUp.usePassword')}
          </Button>
          <Actions>
            <Button $variant="secondary" onClick={() => onDone(false)} disabled={form.submitting}>
              {t('security.stepUp.cancel')}
            </Button>
            <Button type="submit" disabled={form.submitting} data-testid="step-up-confirm">
              {form.submitting ? t('security.stepUp.confirming') : t('security.stepUp.confirm')}
            </Button>
          </Actions>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Registers the prompt with the api client while mounted; renders the dialog when asked. */
export function StepUpPrompt() {
  const [pending, setPending] = useState<((proven: boolean) => void) | null>(null);

  useEffect(() => {
    setStepUpPrompter(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => setStepUpPrompter(null);
  }, []);

  if (!pending) return null;
  return (
    <StepUpForm
      onDone={(proven) => {
        pending(proven);
        setPending(null);
      }}
    />
  );
}
