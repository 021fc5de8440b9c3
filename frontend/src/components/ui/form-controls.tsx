import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 42px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.8;
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: auto;
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldProps {
  /** id of the control inside; hint and error get `${htmlFor}-hint` / `${htmlFor}-error`. */
  htmlFor: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  /** Extra content on the label row (e.g. a "Forgot password?" link). */
  aside?: ReactNode;
}

// Kept in lib/forms so the form hook can bind controls; part of the UI primitives' API here.
export { describedBy } from '@/lib/forms/described-by';

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export function Field({ htmlFor, label, hint, error, children, aside }: FieldProps) {
  return (
    <FieldBox>
      <LabelRow>
        <Label htmlFor={htmlFor}>{label}</Label>
        {aside}
      </LabelRow>
      {children}
      {hint && <Hint id={`${htmlFor}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${htmlFor}-error`} data-testid={`${htmlFor}-error`}>
          {error}
        </ErrorText>
      )}
    </FieldBox>
  );
}
