import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { docsPagePath, routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { CopyButton } from '@/components/copy-button/copy-button';
import { ButtonLink, Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeIcon } from './home-icons';
import { ButtonRow, CheckList, Eyebrow } from './home.styles';
import { highlightJson } from './json-highlight';

/** The site's one sample alert message, as it is pasted in TradingView. */
const SAMPLE_TEXT = formatAlert(SAMPLE_ALERT);

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Text = styled.p`
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(6)}`};
  font-size: 1.0625rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled(CheckList)`
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

// The code window keeps dark colours in both themes, like an editor.
const Window = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #0b1220;
  border: 1px solid ${({ theme }) => theme.colors.frameBorder};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
`;

const WindowBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(4)}`};
  border-bottom: 1px solid #1f2937;

  figcaption {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.8125rem;
    color: #9ca3af;
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space(5)};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.75;
  color: #e5e7eb;

  [data-token='key'] {
    color: #86efac;
  }

  [data-token='string'] {
    color: #fde68a;
  }

  [data-token='number'] {
    color: #93c5fd;
  }

  [data-token='placeholder'] {
    color: #f0abfc;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const DocsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  font-weight: 600;
`;

export function HomeSample() {
  const { t, localePath } = useI18n();
  return (
    <Section aria-labelledby="home-sample">
      <Container>
        <Layout>
          <div>
            <Eyebrow>{t('home.sample.eyebrow')}</Eyebrow>
            <Heading id="home-sample">{t('home.sample.heading')}</Heading>
            <Text>{t('home.sample.text')}</Text>
            <Points>
              {(['actions', 'orders', 'bracket', 'checks'] as const).map((point) => (
                <li key={point}>
                  <HomeIcon name="check" size={18} />
                  {t(`home.sample.points.${point}`)}
                </li>
              ))}
            </Points>
            <ButtonRow>
              <ButtonLink to={localePath(routePaths.alertBuilder)} $variant="primary">
                {t('home.sample.builder')}
              </ButtonLink>
              <DocsLink to={localePath(docsPagePath('webhooks/payload-format'))}>
                {t('home.sample.docs')} →
              </DocsLink>
            </ButtonRow>
          </div>
          <Window>
            <WindowBar>
              <figcaption>{t('home.sample.codeLabel')}</figcaption>
              <CopyButton text={SAMPLE_TEXT} label={t('home.sample.copy')} />
            </WindowBar>
            <Code tabIndex={0} aria-label={t('home.sample.codeLabel')}>
              <code>{highlightJson(SAMPLE_TEXT)}</code>
            </Code>
          </Window>
        </Layout>
      </Container>
    </Section>
  );
}
