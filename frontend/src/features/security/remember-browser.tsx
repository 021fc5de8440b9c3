import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "Remember this browser for 30 days" under the second step's code. */
export function RememberBrowser({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  return (
    <Row>
      <input
        id="remember-browser"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid="remember-browser"
      />
      <label htmlFor="remember-browser">{t('security.secondStep.remember')}</label>
    </Row>
  );
}
