import styled from 'styled-components';

import { Card } from '@/components/ui';

export const Page = styled.div`
  padding-block: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(10)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-block: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(12)};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const PresetBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Space reserved for the longest hint, so picking or leaving a preset does not move the form. */
export const PresetHint = styled.p`
  min-height: 3em;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: 1.5em;
  }

  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(5)};
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const PresetLabel = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-right: ${({ theme }) => theme.space(1)};
`;

/** The notice about a migrated first-version link: its paragraphs and its button spaced out. */
export const LegacyNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`;

export const FormColumn = styled.form`
  /* A field pointed at from a pasted message's problem list (focus-field.ts). */
  [data-highlight='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.warning};
    outline-offset: 2px;
  }

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export const SectionCard = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

export const SectionHint = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const ExitControls = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 9fr);
  gap: ${({ theme }) => theme.space(2)};
`;

export const InputWithUnit = styled.div`
  position: relative;

  input {
    padding-right: ${({ theme }) => theme.space(14)};
  }
`;

export const Unit = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(3)};
  transform: translateY(-50%);
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const CheckboxLabel = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  strong {
    display: block;
    font-size: 0.9375rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    display: block;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Counter = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

export const OptionalTag = styled.span`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NoteText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

export const PastePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  & > div {
    width: 100%;
  }
`;

export const PasteActions = styled.div`
  margin-block: ${({ theme }) => theme.space(2)};
`;

export const PasteHint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: 0.875rem;
`;

export const IssueList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/** A problem of a pasted message: a button that goes to its field, styled as a link. */
export const IssueLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
`;

export const RolloverBox = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const RolloverActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const TemplatesCard = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export const TemplatesNote = styled.p`
  margin: 0;
  font-size: 0.9375rem;
`;

export const TemplateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

export const TemplateList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TemplateItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const TemplateName = styled.span`
  flex: 1 1 12rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const TemplatesRow = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  max-width: 760px;
`;
