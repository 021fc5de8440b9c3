import styled, { css } from 'styled-components';

import type { CalloutTone } from './content-block.types';

export const Prose = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;

  & > * + * {
    margin-top: ${({ theme }) => theme.space(5)};
  }

  p,
  ul,
  ol {
    margin-bottom: 0;
  }

  h2,
  h3 {
    line-height: 1.3;
    letter-spacing: -0.01em;
    scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  }

  h2 {
    font-size: 1.5rem;
    margin-top: ${({ theme }) => theme.space(12)};
    margin-bottom: 0;
  }

  h3 {
    font-size: 1.1875rem;
    margin-top: ${({ theme }) => theme.space(8)};
    margin-bottom: 0;
  }

  ul,
  ol {
    padding-left: 1.4em;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 3px;
    text-decoration-thickness: 1px;
  }

  a:hover {
    text-decoration-thickness: 2px;
  }

  :not(pre) > code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
    padding: 0.15em 0.4em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.codeBg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const toneColors = (tone: CalloutTone) => css`
  ${({ theme }) => {
    const map = {
      info: { bg: theme.colors.bgSubtle, border: theme.colors.borderStrong },
      success: { bg: theme.colors.primarySoft, border: theme.colors.primary },
      warning: { bg: theme.colors.warningSoft, border: theme.colors.warning },
      danger: { bg: theme.colors.dangerSoft, border: theme.colors.danger },
    } as const;
    return css`
      background: ${map[tone].bg};
      border-left-color: ${map[tone].border};
    `;
  }}
`;

export const CalloutBox = styled.aside<{ $tone: CalloutTone }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  font-size: 1rem;
  line-height: 1.65;
  ${({ $tone }) => toneColors($tone)}

  p {
    margin: 0;
  }
`;

export const CalloutTitle = styled.p`
  font-weight: 650;
  margin: 0 0 ${({ theme }) => theme.space(1)} !important;
`;

export const CodeFrame = styled.figure`
  margin-left: 0;
  margin-right: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.codeBg};
  overflow: hidden;
`;

export const CodeHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CodeLanguage = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  text-transform: lowercase;
`;

export const CodePre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.65;
  tab-size: 2;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Caption = styled.figcaption`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  line-height: 1.5;
`;

export const ImageFigure = styled.figure`
  margin-left: 0;
  margin-right: 0;
`;

export const ImageButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgMuted};
  cursor: zoom-in;
  overflow: hidden;

  img {
    display: block;
    width: 100%;
    height: auto;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
    line-height: 1.55;
  }

  caption {
    caption-side: bottom;
    text-align: left;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    background: ${({ theme }) => theme.colors.bgMuted};
    font-weight: 600;
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;
