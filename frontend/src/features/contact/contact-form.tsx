import {
  CONTACT_FIELD_LIMITS,
  CONTACT_FIELDS,
  type ContactField,
} from '@tickrelay/contracts/endpoints/contact.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { Alert, Button, Field, Input, Stack, TextArea } from '@/components/ui';
import { useSendContactMessage } from '@/lib/api/endpoints/send-contact-message.endpoint';
import type { FormProblem } from '@/lib/forms/form-errors';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

import {
  emptyContactValues,
  fieldErrorMessage,
  mapContactError,
  validateContactField,
  type ContactFormError,
  type FieldErrorCode,
} from './contact-validation';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const FinePrint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SuccessBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};

  h3 {
    margin: 0;
    font-size: 1.375rem;
  }

  h3:focus {
    outline: none;
  }

  p {
    margin: 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CheckIcon = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.success};
`;

/** The contact form: validated here and by the API, whose field errors land next to the field. */
export function ContactForm() {
  const { t, locale, localePath, formatNumber } = useI18n();
  const sendContactMessage = useSendContactMessage();
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const controls = useRef<
    Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
  const message = (field: ContactField, code: string) =>
    fieldErrorMessage(t, field, code as FieldErrorCode, (value) => formatNumber(value));
  const check = (field: ContactField) => (value: string) => validateContactField(field, value);

  const form = useForm({
    initialValues: emptyContactValues,
    checks: {
      name: check('name'),
      email: check('email'),
      subject: check('subject'),
      message: check('message'),
    },
    fieldMessage: message,
    // The typed text stays in the fields: only the errors change.
    problemOf: (error): FormProblem<ContactField, ContactFormError> => {
      const mapped = mapContactError(error);
      const fields: Partial<Record<ContactField, string>> = {};
      for (const field of CONTACT_FIELDS) {
        const code = mapped.fields[field];
        if (code) fields[field] = message(field, code);
      }
      return { fields, form: mapped.form };
    },
    submit: (values) =>
      sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        locale,
      }),
    onSuccess: (_answer, values, { reset }) => {
      setSentTo({ name: values.name.trim(), email: values.email.trim() });
      reset();
      notifySuccess(t('contact.success.toast'));
    },
    onFieldErrors: (found) => {
      const first = CONTACT_FIELDS.find((field) => found[field]);
      if (first) controls.current[first]?.focus();
    },
    // After a first attempt, errors follow the typing so they disappear as soon as fixed.
    liveValidation: true,
  });
  const { errors, formError } = form;

  if (sentTo) {
    return (
      <SuccessBox role="status" data-testid="contact-success">
        <CheckIcon aria-hidden="true">
          <svg width="24" height="24" viewBox="0 0 24 24" fill="none">
            <path
              d="M5 13l4 4L19 7"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
        </CheckIcon>
        <h3 tabIndex={-1} ref={(node) => node?.focus()}>
          {t('contact.success.title')}
        </h3>
        <p>{t('contact.success.text', { name: sentTo.name, email: sentTo.email })}</p>
        <Button $variant="secondary" onClick={() => setSentTo(null)}>
          {t('contact.success.again')}
        </Button>
      </SuccessBox>
    );
  }

  const control = (field: ContactField, hint = false) => ({
    ...form.field(field, { id: `contact-${field}`, hint }),
    required: true,
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[field] = node;
    },
  });
  const messageLength = form.values.message.trim().length;
  const messageHint = t('contact.fields.message.hint', {
    count: formatNumber(messageLength),
    max: formatNumber(CONTACT_FIELD_LIMITS.message.max),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="contact-form">
      <Stack $gap={5}>
        {formError === 'rate_limited' && (
          <Alert
            tone="warning"
            title={t('contact.errors.rateLimited.title')}
            data-testid="contact-form-error"
          >
            {t('contact.errors.rateLimited.text')}
          </Alert>
        )}
        {formError && formError !== 'rate_limited' && (
          <Alert tone="danger" data-testid="contact-form-error">
            {t(`contact.errors.${formError}`)}
          </Alert>
        )}
        <Row>
          <Field htmlFor="contact-name" label={t('contact.fields.name.label')} error={errors.name}>
            <Input {...control('name')} type="text" autoComplete="name" />
          </Field>
          <Field
            htmlFor="contact-email"
            label={t('contact.fields.email.label')}
            hint={t('contact.fields.email.hint')}
            error={errors.email}
          >
            <Input
              {...control('email', true)}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          </Field>
        </Row>
        <Field
          htmlFor="contact-subject"
          label={t('contact.fields.subject.label')}
          error={errors.subject}
        >
          <Input {...control('subject')} type="text" />
        </Field>
        <Field
          htmlFor="contact-message"
          label={t('contact.fields.message.label')}
          hint={messageHint}
          error={errors.message}
        >
          <TextArea {...control('message', true)} rows={7} />
        </Field>
        <FinePrint>
          {t('contact.form.privacy')}{' '}
          <Link to={localePath(routePaths.privacy)}>{t('contact.form.privacyLink')}</Link>
        </FinePrint>
        <div>
          <Button type="submit" $size="lg" disabled={form.submitting}>
            {form.submitting ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
