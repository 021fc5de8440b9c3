import type { BrokerConnectionView } from '@tickrelay/contracts/brokers/broker-connection';
import { docsPagePath } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Field, Input, Muted, Stack } from '@/components/ui';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { retryAfterOf } from '@/features/broker/broker-errors';
import { useCountdown } from '@/features/broker/use-countdown';
import { useSaveBrokerConnection } from '@/lib/api/endpoints/save-broker-connection.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  CONNECT_CHECKS,
  connectFieldMessage,
  connectProblem,
  EMPTY_CONNECT,
  type ConnectValues,
} from './tradovate-connect-validation';

export const TRADOVATE_DOCS = 'brokers/tradovate';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Confirm = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: flex-start;
  font-weight: 600;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface TradovateConnectFormProps {
  onSaved: (connection: BrokerConnectionView) => void;
  /** Replacing saved credentials: the form can be closed without saving. */
  onCancel?: () => void;
}

/** The Tradovate credentials, typed once: checked at Tradovate, then saved sealed. */
export function TradovateConnectForm({ onSaved, onCancel }: TradovateConnectFormProps) {
  const { t, localePath } = useI18n();
  const save = useSaveBrokerConnection();
  const wait = useCountdown();
  const docs = (anchor: string) => `${localePath(docsPagePath(TRADOVATE_DOCS))}#${anchor}`;
  const form = useForm<ConnectValues, BrokerConnectionView>({
    initialValues: EMPTY_CONNECT,
    checks: CONNECT_CHECKS,
    fieldMessage: connectFieldMessage,
    problemOf: connectProblem,
    submit: async (values) => {
      try {
        return await save({
          environment: values.environment,
          username: values.username.trim(),
          password: values.password,
          appId: values.appId.trim(),
          appVersion: values.appVersion.trim(),
          cid: Number(values.cid.trim()),
          secret: values.secret.trim(),
        });
      } catch (failure) {
        // Tradovate's penalty: the button waits as long as it asked.
        const seconds = retryAfterOf(failure);
        if (seconds) wait.start(seconds);
        throw failure;
      }
    },
    onSuccess: (connection, _values, { reset }) => {
      // The credentials leave the page's memory once saved: they are never shown again.
      reset();
      onSaved(connection);
    },
  });
  const live = form.values.environment === 'live';
  const code = form.problem?.code;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      data-testid="tradovate-connect"
      aria-describedby="tradovate-connect-intro"
    >
      <Stack $gap={5}>
        <Muted $size="sm" id="tradovate-connect-intro">
          {t('broker.connect.intro')}{' '}
          <Link to={docs('api-key')} data-testid="tradovate-docs-link">
            {t('broker.connect.docsLink')}
          </Link>
        </Muted>
        <ChoiceGroup
          name="tradovate-environment"
          legend={t('broker.connect.environment')}
          options={[
            {
              value: 'demo',
              label: t('broker.environments.demo'),
              hint: t('broker.connect.demoHint'),
            },
            {
              value: 'live',
              label: t('broker.environments.live'),
              hint: t('broker.connect.liveHint'),
            },
          ]}
          value={form.values.environment}
          onChange={(environment) => form.setValue('environment', environment)}
          columns={2}
        />
        {live && (
          <Alert tone="danger" title={t('broker.live.title')} data-testid="tradovate-live-warning">
            <Stack $gap={3}>
              <span>{t('broker.live.body')}</span>
              <Confirm htmlFor="liveConfirmed">
                <input
                  id="liveConfirmed"
                  type="checkbox"
                  checked={form.values.liveConfirmed}
                  aria-invalid={Boolean(form.errors.liveConfirmed)}
                  aria-describedby={form.errors.liveConfirmed ? 'liveConfirmed-error' : undefined}
                  onChange={(event) => form.setValue('liveConfirmed', event.target.checked)}
                />
                <span>{t('broker.live.confirm')}</span>
              </Confirm>
              {form.errors.liveConfirmed && (
                <span id="liveConfirmed-error" data-testid="liveConfirmed-error">
                  {form.errors.liveConfirmed}
                </span>
              )}
            </Stack>
          </Alert>
        )}
        <Fields>
          <Field
            htmlFor="username"
            label={t('broker.connect.username')}
            hint={t('broker.connect.usernameHint')}
            error={form.errors.username}
          >
            <Input
              {...form.field('username', { hint: true })}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field
            htmlFor="password"
            label={t('broker.connect.password')}
            hint={t('broker.connect.passwordHint')}
            error={form.errors.password}
          >
            <PasswordInput
              {...form.field('password', { hint: true })}
              autoComplete="new-password"
            />
          </Field>
          <Field
            htmlFor="appId"
            label={t('broker.connect.appId')}
            hint={t('broker.connect.appIdHint')}
            error={form.errors.appId}
          >
            <Input {...form.field('appId', { hint: true })} autoComplete="off" spellCheck={false} />
          </Field>
          <Field
            htmlFor="appVersion"
            label={t('broker.connect.appVersion')}
            hint={t('broker.connect.appVersionHint')}
            error={form.errors.appVersion}
          >
            <Input
              {...form.field('appVersion', { hint: true })}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
          <Field
            htmlFor="cid"
            label={t('broker.connect.cid')}
            hint={t('broker.connect.cidHint')}
            error={form.errors.cid}
          >
            <Input {...form.field('cid', { hint: true })} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field
            htmlFor="secret"
            label={t('broker.connect.secret')}
            hint={t('broker.connect.secretHint')}
            error={form.errors.secret}
          >
            <PasswordInput
              {...form.field('secret', { hint: true })}
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
        </Fields>
        {form.formError &&
          (code === 'BROKER_APP_NOT_APPROVED' ? (
            <Alert
              tone="warning"
              title={t('broker.approve.title')}
              data-testid="tradovate-connect-error"
            >
              <Stack $gap={2}>
                <span>{form.formError}</span>
                <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
                  <li>{t('broker.approve.step1')}</li>
                  <li>{t('broker.approve.step2')}</li>
                  <li>{t('broker.approve.step3')}</li>
                </ol>
                <Link to={docs('approve')}>{t('broker.approve.docs')}</Link>
              </Stack>
            </Alert>
          ) : (
            <Alert tone="danger" data-testid="tradovate-connect-error">
              {form.formError}
            </Alert>
          ))}
        <Muted $size="sm">{t('broker.connect.sealed')}</Muted>
        <Actions>
          <Button
            type="submit"
            $variant={live ? 'danger' : 'primary'}
            disabled={form.submitting || wait.remaining > 0}
            aria-busy={form.submitting || undefined}
            data-testid="tradovate-connect-submit"
          >
            {form.submitting
              ? t('broker.connect.checking')
              : wait.remaining > 0
                ? t('broker.connect.wait', { seconds: wait.remaining })
                : t(live ? 'broker.connect.submitLive' : 'broker.connect.submit')}
          </Button>
          {onCancel && (
            <Button $variant="secondary" onClick={onCancel} disabled={form.submitting}>
              {t('common.cancel')}
            </Button>
          )}
        </Actions>
      </Stack>
    </form>
  );
}
