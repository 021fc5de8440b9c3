// Styles of rendered Markdown (the classes content/src/markdown writes): prose, callouts, code
// blocks with Shiki's two-theme variables, scrollable tables and previewable images.
import styled, { css } from 'styled-components';

const callout = (background: string, border: string) => css`
  background: ${background};
  border-left-color: ${border};
`;

export const HtmlProse = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: break-word;

  & > * + * {
    margin-top: ${({ theme }) => theme.space(5)};
  }

  p,
  ul,
  ol,
  figure {
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

  .callout {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left-width: 4px;
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
    font-size: 1rem;
    line-height: 1.65;

    & > * + * {
      margin-top: ${({ theme }) => theme.space(2)};
    }

    p {
      margin: 0;
    }
  }

  .callout-title {
    font-weight: 650;
  }

  .callout-info {
    ${({ theme }) => callout(theme.colors.bgSubtle, theme.colors.borderStrong)}
  }
  .callout-tip {
    ${({ theme }) => callout(theme.colors.primarySoft, theme.colors.primary)}
  }
  .callout-warning {
    ${({ theme }) => callout(theme.colors.warningSoft, theme.colors.warning)}
  }
  .callout-danger {
    ${({ theme }) => callout(theme.colors.dangerSoft, theme.colors.danger)}
  }

  .code-block {
    margin-left: 0;
    margin-right: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.codeBg};
    overflow: hidden;
  }

  .code-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(1)} ${theme.space(4)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  .code-language {
    font-family: ${({ theme }) => theme.fonts.mono};
  }

  .code-copy {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bgElevated};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  .code-block pre {
    margin: 0;
    padding: ${({ theme }) => theme.space(4)};
    overflow-x: auto;
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875rem;
    line-height: 1.65;
    tab-size: 2;
    color: ${({ theme }) => theme.colors.text};
  }

  /* Shiki writes both themes' colours on every token; the colour mode picks one. */
  .shiki span {
    color: var(--shiki-light);
  }

  html[data-theme='dark'] & .shiki span {
    color: var(--shiki-dark);
  }

  .code-block figcaption,
  .content-image figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    line-height: 1.5;
  }

  .content-image {
    margin-left: 0;
    margin-right: 0;
  }

  .image-open {
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
  }

  .table-scroll {
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};

    table {
      width: 100%;
      border-collapse: collapse;
      font-size: 0.9375rem;
      line-height: 1.55;
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
  }

  pre:focus-visible,
  .table-scroll:focus-visible,
  .image-open:focus-visible,
  .code-copy:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
