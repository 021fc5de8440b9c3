// A row of mutually exclusive options: native radio inputs (arrow keys, forms, screen readers
// work as usual) drawn as a segmented button group.
import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const GroupLabel = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgMuted};
`;

const Option = styled.label`
  position: relative;
  flex: 1 1 auto;
  display: inline-flex;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 34px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: 0.875rem;
    font-weight: 600;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    transition:
      background-color 0.15s ease,
      color 0.15s ease;
  }

  input:hover + span {
    color: ${({ theme }) => theme.colors.text};
  }

  input:checked + span {
    background: ${({ theme }) => theme.colors.bgElevated};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    outline: 1px solid ${({ theme }) => theme.colors.border};
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      transition: none;
    }
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  name: string;
  label: string;
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  hint?: string;
}

export function SegmentedControl<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
  hint,
}: SegmentedControlProps<T>) {
  const id = useId();
  return (
    <Group
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </Option>
        ))}
      </Options>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Group>
  );
}
