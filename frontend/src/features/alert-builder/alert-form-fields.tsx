// What every section of the alert form shares: the field props (id, aria wiring, invalid style)
// and the localised error of a field, the "optional" tag, and the props a section receives.
import type { RefObject } from 'react';

import { describedBy } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import type { AlertField, AlertForm as AlertFormModel } from './alert-builder';
import * as S from './alert-builder.styles';
import type { AlertErrors } from './alert-validation';
import type { AlertFormState } from './use-alert-form';

export interface FieldControls {
  /** The field's error in the member's language, if any. */
  errorOf: (field: AlertField) => string | undefined;
  /** The props that tie a control to its label, hint and error. */
  control: (
    field: AlertField,
    hint?: string,
  ) => {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    $invalid: boolean;
  };
}

export interface AlertSectionProps {
  form: AlertFormModel;
  setField: AlertFormState['setField'];
  fields: FieldControls;
}

/** A text field a placeholder is inserted into at the caret, and the handler that inserts it. */
export interface InsertTarget<E extends HTMLInputElement | HTMLTextAreaElement> {
  ref: RefObject<E | null>;
  onPick: (placeholder: string) => void;
}

export function useFieldControls(errors: AlertErrors): FieldControls {
  const { t } = useI18n();
  const errorOf = (field: AlertField): string | undefined => {
    const error = errors[field];
    return error ? t(`alertBuilder.errors.${error.code}`, error.params) : undefined;
  };
  const control = (field: AlertField, hint?: string) => {
    const error = errorOf(field);
    const id = `ab-${field}`;
    return {
      id,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, { hint, error }),
      $invalid: Boolean(error),
    };
  };
  return { errorOf, control };
}

export function OptionalTag() {
  const { t } = useI18n();
  return <S.OptionalTag>{t('alertBuilder.fields.optional')}</S.OptionalTag>;
}
