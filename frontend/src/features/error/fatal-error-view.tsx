import { localeFromPath } from '@tickrelay/contracts/locale-path';
import styled from 'styled-components';

import { ColorModeProvider } from '@/lib/color-mode/color-mode-context';
import { GlobalStyle } from '@/lib/theme/global-style';

import { ServerErrorIllustration } from './error-illustrations';
import { fatalErrorText, INTERNAL_SERVER_ERROR } from './error-messages';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 520px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 2rem;
  letter-spacing: -0.02em;
`;

const Status = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.danger};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reload = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
`;

/**
 * Last-resort 500 view for errors that took the shell down (root error boundary): it relies on
 * nothing but the theme, not on the router, the message files or the i18n provider.
 */
export function FatalErrorView() {
  const locale = localeFromPath(window.location.pathname);
  const text = fatalErrorText[locale];
  return (
    <ColorModeProvider>
      <GlobalStyle />
      <Page data-layout="none" lang={locale}>
        <Box data-testid="error-view-500" data-status={500}>
          <ServerErrorIllustration />
          <Status>
            <span data-testid="error-status">500</span> ·{' '}
            <span data-testid="error-message">{INTERNAL_SERVER_ERROR}</span>
          </Status>
          <Title data-testid="page-heading">{text.title}</Title>
          <Description>{text.description}</Description>
          <Reload type="button" onClick={() => window.location.reload()}>
            {text.reload}
          </Reload>
        </Box>
      </Page>
    </ColorModeProvider>
  );
}
