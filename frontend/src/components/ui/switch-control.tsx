import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

const Track = styled.button<{ $tone: 'primary' | 'warning' }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  margin-top: 1px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bgSubtle};
  cursor: pointer;
  transition: background 0.15s ease;

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 18px;
    height: 18px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bgElevated};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform 0.15s ease;
  }

  &[aria-checked='true'] {
    background: ${({ theme, $tone }) => theme.colors[$tone]};
    border-color: ${({ theme, $tone }) => theme.colors[$tone]};
  }

  &[aria-checked='true']::after {
    transform: translateX(20px);
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

const Hint = styled.div`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SwitchControlProps {
  id: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Colour when on: the kill switch is a warning, the allowlist a plain setting. */
  tone?: 'primary' | 'warning';
  'data-testid'?: string;
}

/** An on/off setting: a button with role switch, named by its visible label. */
export function SwitchControl({
  id,
  checked,
  onChange,
  label,
  hint,
  disabled,
  tone = 'primary',
  ...rest
}: SwitchControlProps) {
  return (
    <Row>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        $tone={tone}
        data-testid={rest['data-testid']}
      />
      <Text>
        <Label htmlFor={id}>{label}</Label>
        {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      </Text>
    </Row>
  );
}
