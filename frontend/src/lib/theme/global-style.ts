import { createGlobalStyle } from 'styled-components';

import { darkTheme, lightTheme, themeVariables } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root {
    ${themeVariables(lightTheme)}
    color-scheme: light;
  }

  html[data-theme='dark'] {
    ${themeVariables(darkTheme)}
    color-scheme: dark;
  }

  html {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  a {
    color: ${({ theme }) => theme.colors.link};
    text-underline-offset: 3px;
  }

  img, svg, video {
    max-width: 100%;
  }

  img, video {
    height: auto;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  /* reCAPTCHA v3: the badge may be hidden only because the legal text is shown instead. */
  .grecaptcha-badge {
    visibility: hidden;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
