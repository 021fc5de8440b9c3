import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import { passwordStrength, type StrengthLevel } from './password-strength';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 20px;
`;

const Bars = styled.div`
  display: grid;
  flex: 1;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(1)};
`;

const Bar = styled.span<{ $on: boolean; $level: StrengthLevel }>`
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on, $level }) => {
    if (!$on) return theme.colors.border;
    if ($level === 'weak') return theme.colors.danger;
    if ($level === 'fair') return theme.colors.warning;
    return theme.colors.primary;
  }};
  transition: background-color 0.2s ease;
`;

const Label = styled.span`
  flex: none;
  min-width: 9ch;
  font-size: 0.8125rem;
  font-weight: 600;
  text-align: right;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Four bars and a word; the space is reserved before typing so nothing below moves. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useI18n();
  const { level, score } = passwordStrength(password);
  const label = password ? t(`auth.strength.${level}`) : '';
  return (
    <Row data-testid="password-strength" data-level={password ? level : 'empty'}>
      <Bars aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <Bar key={step} $on={Boolean(password) && score >= step} $level={level} />
        ))}
      </Bars>
      <Label aria-live="polite">
        {label && <span className="visually-hidden">{t('auth.strength.label')} </span>}
        {label}
      </Label>
    </Row>
  );
}
