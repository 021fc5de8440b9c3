import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2.5)};
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Row = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Choice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:disabled) {
    opacity: 0.7;
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: baseline;
    font-weight: 600;
    cursor: pointer;
  }

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  small {
    padding-left: ${({ theme }) => theme.space(7)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    line-height: 1.5;
  }
`;

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface ChoiceGroupProps<V extends string> {
  /** The radio inputs' name; ids are `${name}-${value}`. */
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean;
  /** Side by side from md up (the default: one per row). */
  columns?: number;
  'data-testid'?: string;
}

/** A set of radio buttons, each a bordered box with a label and a line of explanation. */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  columns = 1,
  ...rest
}: ChoiceGroupProps<V>) {
  return (
    <Fieldset data-testid={rest['data-testid']} disabled={disabled}>
      <legend>{legend}</legend>
      <Row $columns={columns}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <Choice key={option.value}>
              <label htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-describedby={option.hint ? `${id}-hint` : undefined}
                />
                <span>{option.label}</span>
              </label>
              {option.hint && <small id={`${id}-hint`}>{option.hint}</small>}
            </Choice>
          );
        })}
      </Row>
    </Fieldset>
  );
}
