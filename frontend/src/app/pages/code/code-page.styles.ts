import { Link } from 'react-router';
import styled from 'styled-components';

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
`;

export const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgMuted};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const SiteLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const TitleBlock = styled.div`
  flex: 1 1 320px;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.25rem;
    line-height: 1.3;
    letter-spacing: -0.01em;
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const FileBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    color: ${({ theme }) => theme.colors.text};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const CodeScroller = styled.div`
  flex: 1;
  overflow: auto;
  background: ${({ theme }) => theme.colors.codeBg};
  /* Keeps the last lines clear of the fixed theme selector. */
  padding-bottom: ${({ theme }) => theme.space(20)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }

  pre {
    margin: 0;
    padding: ${({ theme }) => `${theme.space(4)} 0`};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
    line-height: 1.7;
    tab-size: 4;
  }

  code {
    display: block;
    min-width: max-content;
    counter-reset: line;
    /* The newline between two .line blocks would otherwise render as an empty line of its own:
       each .line keeps its own spaces (white-space: pre below). */
    white-space: normal;
  }

  /* One source line (a .line span written at build time); the number is generated content,
     so selecting and copying skips it. */
  .line {
    display: block;
    position: relative;
    padding: 0 ${({ theme }) => theme.space(6)} 0 calc(4ch + ${({ theme }) => theme.space(8)});
    white-space: pre;
    min-height: 1.7em;
    counter-increment: line;
  }

  .line::before {
    content: counter(line);
    position: absolute;
    left: 0;
    width: calc(4ch + ${({ theme }) => theme.space(3)});
    text-align: right;
    color: ${({ theme }) => theme.colors.textMuted};
    user-select: none;
  }

  .line:hover {
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  /* Highlighted tokens carry both themes' colours; the colour mode picks one. */
  .line span {
    color: var(--shiki-light);
  }

  html[data-theme='dark'] & .line span {
    color: var(--shiki-dark);
  }
`;

/** The CFTC Rule 4.41 note, kept visible under the title bar. */
export const RiskNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.75rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const NotFoundBody = styled.main`
  flex: 1;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(16)} ${theme.space(5)}`};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 2rem;
    letter-spacing: -0.02em;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.6;
  }

  h2 {
    margin: ${({ theme }) => `${theme.space(10)} 0 ${theme.space(3)}`};
    font-size: 1.125rem;
  }

  ul {
    padding-left: 1.2em;
    line-height: 1.9;
  }
`;
