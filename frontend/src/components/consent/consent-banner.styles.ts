import styled, { css } from 'styled-components';

/** Fixed overlay at the bottom: it never moves the page's content (CLS). */
export const Panel = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  max-height: 85vh;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.bgElevated};
  color: ${({ theme }) => theme.colors.text};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Inner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Title = styled.h2`
  margin: 0;
  padding-right: ${({ theme }) => theme.space(10)};
  font-size: 1.0625rem;
  font-weight: 700;
`;

export const Body = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const Purposes = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

export const PurposeLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  font-size: 0.9375rem;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const PurposeDescription = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * "Accept" and "Refuse" share this exact style (same size, colour and place in the row): refusing
 * is as easy as accepting. "Choose" / "Save my choices" is the outlined variant.
 */
export const ChoiceButton = styled.button<{ $secondary?: boolean }>`
  min-height: 44px;
  min-width: 140px;
  padding: 0 ${({ theme }) => theme.space(5)};
  font: inherit;
  font-size: 0.9375rem;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${({ theme, $secondary }) =>
    $secondary
      ? css`
          background: ${theme.colors.bgElevated};
          color: ${theme.colors.text};
          border-color: ${theme.colors.borderStrong};
        `
      : css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex: 1 1 100%;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: 40px;
  height: 40px;
  font-size: 1.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
