// The one form hook of the SPA: values, client-side checks, submit state, and where an API failure
// shows (field errors from the API's `details` codes, error codes placed on a field, or a message
// for the whole form), every text localised in the page's language.
import { useCallback, useRef, useState, type FormEvent } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import { describedBy } from './described-by';
import { formProblem, validationMessage, type FormProblem, type Translate } from './form-errors';

type FieldName<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

/** A client-side check: a validation code ('required', 'emailInvalid'…) or null when fine. */
export type FieldCheck<V, K extends keyof V> = (
  value: V[K],
  values: V,
) => string | null | undefined;

export interface FormOptions<V extends object, R, E = string> {
  initialValues: V | (() => V);
  checks?: { [K in keyof V]?: FieldCheck<V, K> };
  /** Sends the values; its rejection is the API failure the form shows. */
  submit: (values: V) => Promise<R>;
  /** Runs on success (still "submitting"); `reset` empties the form or sets new values. */
  onSuccess?: (result: R, values: V, form: { reset: (next?: V) => void }) => void | Promise<void>;
  /** API error codes shown on a field rather than the form (INVALID_CREDENTIALS → password). */
  codeFields?: Partial<Record<string, FieldName<V>>>;
  /** Validation or `details` code → text; default: the shared validation messages. */
  fieldMessage?: (field: FieldName<V>, code: string, t: Translate) => string;
  /** Where a failure shows; default: `details` on the form's fields, `codeFields`, else the form. */
  problemOf?: (error: unknown, t: Translate) => FormProblem<FieldName<V>, E>;
  /** Called with undefined when a submission starts, then with the failure if the API refuses. */
  onProblem?: (problem: FormProblem<FieldName<V>, E> | undefined, values: V) => void;
  /** Called whenever errors land on fields (client checks or API), e.g. to focus the first one. */
  onFieldErrors?: (errors: FieldErrors<V>) => void;
  /** After a first attempt, a field's error follows its value while the visitor types. */
  liveValidation?: boolean;
  /** The page leaves on success: the submit button stays busy until it has. */
  keepSubmittingOnSuccess?: boolean;
}

export interface FieldBinding {
  id: string;
  name: string;
  value: string;
  $invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

export interface Form<V extends object, E = string> {
  values: V;
  setValue: <K extends FieldName<V>>(field: K, value: V[K]) => void;
  errors: FieldErrors<V>;
  /** The message (or, with a custom problemOf, the value) for the form as a whole. */
  formError: E | undefined;
  /** The last API failure as the form placed it (its `code` says which error it was). */
  problem: FormProblem<FieldName<V>, E> | undefined;
  submitting: boolean;
  /** Checks, then submits; for <form onSubmit={form.onSubmit}> or a plain button. */
  submit: (event?: FormEvent) => Promise<void>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Props of a text control inside <Field htmlFor={id}>: value, change, invalid state, ARIA. */
  field: (name: FieldName<V>, options?: { id?: string; hint?: boolean }) => FieldBinding;
  reset: (next?: V) => void;
}

const isEmpty = (errors: object) => !Object.values(errors).some(Boolean);

export function useForm<V extends object, R, E = string>(
  options: FormOptions<V, R, E>,
): Form<V, E> {
  const { t } = useI18n();
  const [initial] = useState(options.initialValues);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [problem, setProblem] = useState<FormProblem<FieldName<V>, E> | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  // The options change on every render; handlers read the latest through a ref.
  const latest = useRef(options);
  latest.current = options;

  const message = useCallback(
    (field: FieldName<V>, code: string) =>
      latest.current.fieldMessage?.(field, code, t) ?? validationMessage(code, t, field),
    [t],
  );

  const check = useCallback(
    <K extends FieldName<V>>(field: K, current: V): string | undefined => {
      const rule = latest.current.checks?.[field];
      const code = rule?.(current[field], current);
      return code ? message(field, code) : undefined;
    },
    [message],
  );

  const setValue = <K extends FieldName<V>>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (latest.current.liveValidation && attempted.current) {
      const error = check(field, { ...values, [field]: value });
      setErrors((found) => ({ ...found, [field]: error }));
    }
  };

  const reset = useCallback(
    (next?: V) => {
      attempted.current = false;
      setValues(next ?? initial);
      setErrors({});
    },
    [initial],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const { checks = {}, onProblem, onFieldErrors } = latest.current;
    attempted.current = true;
    const found: FieldErrors<V> = {};
    for (const field of Object.keys(checks) as FieldName<V>[]) found[field] = check(field, values);
    setErrors(found);
    setProblem(undefined);
    onProblem?.(undefined, values);
    if (!isEmpty(found)) {
      onFieldErrors?.(found);
      return;
    }
    setSubmitting(true);
    let succeeded = false;
    try {
      const result = await latest.current.submit(values);
      await latest.current.onSuccess?.(result, values, { reset });
      succeeded = true;
    } catch (error) {
      const { problemOf, codeFields } = latest.current;
      const fields = Object.keys(values) as FieldName<V>[];
      const placed =
        problemOf?.(error, t) ??
        (formProblem(error, fields, t, codeFields) as FormProblem<FieldName<V>, E>);
      setErrors(placed.fields);
      setProblem(placed);
      latest.current.onProblem?.(placed, values);
      if (!isEmpty(placed.fields)) latest.current.onFieldErrors?.(placed.fields);
    } finally {
      if (!(succeeded && latest.current.keepSubmittingOnSuccess)) setSubmitting(false);
    }
  };

  const field = (name: FieldName<V>, { id = name, hint = false } = {}): FieldBinding => ({
    id,
    name,
    value: String(values[name] ?? ''),
    $invalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(id, { error: errors[name], hint }),
    onChange: (event) => setValue(name, event.target.value as V[typeof name]),
  });

  return {
    values,
    setValue,
    errors,
    formError: problem?.form,
    problem,
    submitting,
    submit,
    onSubmit: (event) => void submit(event),
    field,
    reset,
  };
}
