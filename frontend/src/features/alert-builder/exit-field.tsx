import { describedBy, Field, Input, Select } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { EXIT_MODES, type ExitMode } from './alert-builder';
import * as S from './alert-builder.styles';

interface ExitFieldProps {
  field: 'takeProfit' | 'stopLoss';
  label: string;
  mode: ExitMode;
  value: string;
  error?: string;
  onModeChange: (mode: ExitMode) => void;
  onValueChange: (value: string) => void;
}

/**
 * A take-profit or stop-loss: none, or a distance from the fill in ticks, points, dollars per
 * contract or percent of the fill price.
 */
export function ExitField({
  field,
  label,
  mode,
  value,
  error,
  onModeChange,
  onValueChange,
}: ExitFieldProps) {
  const { t } = useI18n();
  const id = `ab-${field}`;
  return (
    <Field htmlFor={id} label={label} error={error}>
      <S.ExitControls>
        <Select
          id={`${id}-mode`}
          aria-label={t('alertBuilder.fields.exitMode', { field: label })}
          value={mode}
          onChange={(event) => onModeChange(event.target.value as ExitMode)}
        >
          {EXIT_MODES.map((option) => (
            <option key={option} value={option}>
              {t(`alertBuilder.exitModes.${option}`)}
            </option>
          ))}
        </Select>
        <S.InputWithUnit>
          <Input
            id={id}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, { error })}
            $invalid={Boolean(error)}
            disabled={mode === 'off'}
            value={mode === 'off' ? '' : value}
            onChange={(event) => onValueChange(event.target.value)}
            inputMode={mode === 'ticks' ? 'numeric' : 'decimal'}
            autoComplete="off"
          />
          {mode !== 'off' && (
            <S.Unit aria-hidden="true">{t(`alertBuilder.fields.units.${mode}`)}</S.Unit>
          )}
        </S.InputWithUnit>
      </S.ExitControls>
    </Field>
  );
}
