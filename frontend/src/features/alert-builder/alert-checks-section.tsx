// The alert form's "checks" section: the alert id (duplicates), its time and the largest lag
// accepted before it is refused as stale.
import { Field, Input, Select } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  FIELD_PLACEHOLDERS,
  MAX_LAG_SECONDS,
  TIME_OPTIONS,
  type AlertForm as AlertFormModel,
} from './alert-builder';
import * as S from './alert-builder.styles';
import { OptionalTag, type AlertSectionProps, type InsertTarget } from './alert-form-fields';
import { PlaceholderMenu } from './placeholder-menu';

export function AlertChecksSection({
  form,
  setField,
  fields: { errorOf, control },
  id: idTarget,
}: AlertSectionProps & { id: InsertTarget<HTMLInputElement> }) {
  const { t } = useI18n();
  const idHint = t('alertBuilder.fields.idHint');
  const timeHint = t('alertBuilder.fields.timeHint');
  const maxLagHint = t('alertBuilder.fields.maxLagHint', { max: MAX_LAG_SECONDS });
  const optional = <OptionalTag />;
  return (
    <S.SectionCard aria-labelledby="ab-section-checks">
      <S.SectionTitle id="ab-section-checks">{t('alertBuilder.sections.checks')}</S.SectionTitle>
      <S.SectionHint>{t('alertBuilder.sections.checksHint')}</S.SectionHint>
      <Field
        htmlFor="ab-id"
        label={t('alertBuilder.fields.id')}
        hint={idHint}
        error={errorOf('id')}
        aside={
          <PlaceholderMenu
            fieldLabel={t('alertBuilder.fields.id')}
            options={FIELD_PLACEHOLDERS.id ?? []}
            onPick={idTarget.onPick}
          />
        }
      >
        <Input
          ref={idTarget.ref}
          {...control('id', idHint)}
          value={form.id}
          onChange={(event) => setField('id', event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </Field>
      <S.Row>
        <Field htmlFor="ab-time" label={t('alertBuilder.fields.time')} hint={timeHint}>
          <Select
            {...control('time', timeHint)}
            value={form.time}
            onChange={(event) => setField('time', event.target.value as AlertFormModel['time'])}
          >
            {TIME_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`alertBuilder.times.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          htmlFor="ab-maxLag"
          label={t('alertBuilder.fields.maxLag')}
          hint={maxLagHint}
          error={errorOf('maxLag')}
          aside={optional}
        >
          <Input
            {...control('maxLag', maxLagHint)}
            value={form.maxLag}
            onChange={(event) => setField('maxLag', event.target.value)}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
      </S.Row>
    </S.SectionCard>
  );
}
