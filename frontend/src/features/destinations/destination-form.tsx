import {
  DESTINATION_KINDS,
  type CreatedDestination,
  type DestinationKind,
} from '@tickrelay/contracts/destinations/destinations';
import { docsPagePath } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { Alert, Button, Field, Input, Muted, Stack } from '@/components/ui';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { useCreateDestination } from '@/lib/api/endpoints/create-destination.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  checkDestinationUrl,
  checkLabel,
  destinationFieldMessage,
  destinationProblem,
  toCreateRequest,
  type DestinationValues,
} from './destination-validation';

export const DESTINATIONS_DOCS = 'destinations';

const Checkbox = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2.5)};
  align-items: flex-start;
  font-size: 0.9375rem;

  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

type FormValues = Omit<DestinationValues, 'kind'>;

export interface DestinationFormProps {
  /** The platform's bot (@name) a member starts a chat with; null: Telegram is not set up here. */
  telegramBot: string | null;
  onCreated: (created: CreatedDestination) => void;
  onCancel: () => void;
}

/** Adds a destination of one kind: an HTTPS URL, a Discord webhook URL or a Telegram chat. */
export function DestinationForm({ telegramBot, onCreated, onCancel }: DestinationFormProps) {
  const { t, localePath } = useI18n();
  const create = useCreateDestination();
  const [kind, setKind] = useState<DestinationKind>('https');
  const bot = telegramBot?.replace(/^@/, '');
  const telegramOff = kind === 'telegram' && !bot;
  const form = useForm<FormValues, CreatedDestination>({
    initialValues: { label: '', url: '', notifyFailures: false },
    checks: {
      label: checkLabel,
      url: (value) => (kind === 'telegram' ? null : checkDestinationUrl(kind, value)),
    },
    fieldMessage: (field, code, translate) => destinationFieldMessage(field, code, translate, kind),
    problemOf: (error, translate) => destinationProblem(error, translate, kind),
    submit: (values) => create(toCreateRequest({ ...values, kind })),
    onSuccess: (created, _values, { reset }) => {
      reset();
      onCreated(created);
    },
  });

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="destination-form">
      <Stack $gap={4}>
        <ChoiceGroup
          name="destination-kind"
          legend={t('destinations.form.kind')}
          options={DESTINATION_KINDS.map((value) => ({
            value,
            label: t(`destinations.kinds.${value}`),
            hint: t(`destinations.form.kindHints.${value}`),
          }))}
          value={kind}
          onChange={setKind}
          columns={3}
        />
        <Field
          htmlFor="destination-label"
          label={t('destinations.form.label')}
          hint={t('destinations.form.labelHint')}
          error={form.errors.label}
        >
          <Input {...form.field('label', { id: 'destination-label', hint: true })} />
        </Field>
        {kind === 'telegram' ? (
          bot ? (
            <Alert tone="info" data-testid="telegram-bot">
              {t('destinations.form.telegramLinkHint', { bot: `@${bot}` })}
            </Alert>
          ) : (
            <Alert tone="warning" data-testid="telegram-unavailable">
              {t('destinations.form.telegramUnavailable')}
            </Alert>
          )
        ) : (
          <Field
            htmlFor="destination-url"
            label={t(`destinations.form.url.${kind}`)}
            hint={t(`destinations.form.urlHint.${kind}`)}
            error={form.errors.url}
          >
            <Input
              {...form.field('url', { id: 'destination-url', hint: true })}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={
                kind === 'discord'
                  ? 'https://discord.com/api/webhooks/…'
                  : 'https://example.com/tickrelay'
              }
            />
          </Field>
        )}
        <Checkbox htmlFor="destination-notify">
          <input
            id="destination-notify"
            type="checkbox"
            checked={form.values.notifyFailures}
            onChange={(event) => form.setValue('notifyFailures', event.target.checked)}
          />
          <span>
            {t('destinations.form.notify')}
            <Muted as="span" $size="sm" style={{ display: 'block' }}>
              {t('destinations.notifyHint')}
            </Muted>
          </span>
        </Checkbox>
        {form.formError && (
          <Alert tone="danger" data-testid="destination-form-error">
            {form.formError}
          </Alert>
        )}
        <Muted $size="sm">
          <Link to={localePath(docsPagePath(DESTINATIONS_DOCS))}>{t('destinations.docsLink')}</Link>
        </Muted>
        <Actions>
          <Button
            type="submit"
            disabled={form.submitting || telegramOff}
            aria-busy={form.submitting || undefined}
            data-testid="destination-submit"
          >
            {form.submitting ? t('destinations.form.adding') : t('destinations.form.add')}
          </Button>
          <Button $variant="secondary" onClick={onCancel} disabled={form.submitting}>
            {t('common.cancel')}
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
