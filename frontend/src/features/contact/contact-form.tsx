import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import styled from 'styled-components';

import { Alert, Button, describedBy, Field, Input, Stack, TextArea } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { api } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  emptyContactValues,
  fieldErrorMessage,
  mapContactError,
  validateContact,
  validateContactField,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormError,
  type ContactValues,
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

type Status = 'editing' | 'sending' | 'sent';

/** The contact form: validated here and by the API, whose field errors land next to the field. */
export function ContactForm() {
  const { t, locale, localePath, formatNumber } = useI18n();
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<ContactFormError | undefined>();
  const [status, setStatus] = useState<Status>('editing');
  const [attempted, setAttempted] = useState(false);
  const [sentTo, setSentTo] = useState<{ name: string; email: string } | null>(null);
  const controls = useRef<
    Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});

  const focusFirstError = (found: ContactFieldErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // After a first attempt, errors follow the typing so they disappear as soon as fixed.
    if (attempted)
      setErrors((current) => ({ ...current, [field]: validateContactField(field, value) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(undefined);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setStatus('sending');
    const payload = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      locale,
    };
    try {
      await api.post<{ id: string }>('/api/contact', payload);
      setSentTo({ name: payload.name, email: payload.email });
      setStatus('sent');
      setValues(emptyContactValues);
      setAttempted(false);
      toast.success(t('contact.success.toast'));
    } catch (error) {
      // The typed text stays in the fields: only the errors change.
      const mapped = mapContactError(error);
      setErrors(mapped.fields);
      setFormError(mapped.form);
      setStatus('editing');
      focusFirstError(mapped.fields);
    }
  };

  if (status === 'sent' && sentTo) {
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
        <Button $variant="secondary" onClick={() => setStatus('editing')}>
          {t('contact.success.again')}
        </Button>
      </SuccessBox>
    );
  }

  const message = (field: ContactField) => {
    const code = errors[field];
    return code ? fieldErrorMessage(t, field, code, (value) => formatNumber(value)) : undefined;
  };
  const control = (field: ContactField) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    required: true,
    $invalid: Boolean(errors[field]),
    'aria-invalid': Boolean(errors[field]),
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      controls.current[field] = node;
    },
  });
  const messageLength = values.message.trim().length;
  const messageHint = t('contact.fields.message.hint', {
    count: formatNumber(messageLength),
    max: formatNumber(CONTACT_LIMITS.message.max),
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="contact-form">
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
          <Field
            htmlFor="contact-name"
            label={t('contact.fields.name.label')}
            error={message('name')}
          >
            <Input
              {...control('name')}
              type="text"
              autoComplete="name"
              aria-describedby={describedBy('contact-name', { error: message('name') })}
              onChange={(event) => update('name', event.target.value)}
            />
          </Field>
          <Field
            htmlFor="contact-email"
            label={t('contact.fields.email.label')}
            hint={t('contact.fields.email.hint')}
            error={message('email')}
          >
            <Input
              {...control('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-describedby={describedBy('contact-email', {
                hint: true,
                error: message('email'),
              })}
              onChange={(event) => update('email', event.target.value)}
            />
          </Field>
        </Row>
        <Field
          htmlFor="contact-subject"
          label={t('contact.fields.subject.label')}
          error={message('subject')}
        >
          <Input
            {...control('subject')}
            type="text"
            aria-describedby={describedBy('contact-subject', { error: message('subject') })}
            onChange={(event) => update('subject', event.target.value)}
          />
        </Field>
        <Field
          htmlFor="contact-message"
          label={t('contact.fields.message.label')}
          hint={messageHint}
          error={message('message')}
        >
          <TextArea
            {...control('message')}
            rows={7}
            aria-describedby={describedBy('contact-message', {
              hint: true,
              error: message('message'),
            })}
            onChange={(event) => update('message', event.target.value)}
          />
        </Field>
        <FinePrint>
          {t('contact.form.privacy')}{' '}
          <Link to={localePath(routePaths.privacy)}>{t('contact.form.privacyLink')}</Link>
        </FinePrint>
        <div>
          <Button type="submit" $size="lg" disabled={status === 'sending'}>
            {status === 'sending' ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
