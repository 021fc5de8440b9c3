import { docsPagePath, routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { ButtonLink, Container, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeIcon } from './home-icons';
import { ButtonRow } from './home.styles';

const RiskBox = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    font-size: 1.0625rem;
  }

  p {
    margin: 0;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    font-weight: 600;
  }
`;

const CtaBand = styled.div`
  margin-top: ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: #ffffff;
  /* White and #dcfce7 text stay above 4.5:1 everywhere on the band, the glow's corner included
     (a 0.35 glow over #15803d fell to about 3:1 under the secondary button: axe). */
  background:
    radial-gradient(80% 120% at 100% 0%, rgba(134, 239, 172, 0.15) 0%, transparent 60%),
    linear-gradient(135deg, #14532d 0%, #166534 100%);

  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 3.5vw, 2.25rem);
    letter-spacing: -0.02em;
    text-wrap: balance;
  }

  p {
    max-width: 560px;
    margin: ${({ theme }) => `${theme.space(4)} auto ${theme.space(8)}`};
    font-size: 1.125rem;
    line-height: 1.6;
    color: #dcfce7;
  }

  ${ButtonRow} {
    justify-content: center;
  }
`;

const LightButton = styled(ButtonLink)`
  background: #ffffff;
  border-color: #ffffff;
  color: #14532d;

  &:hover:not(:disabled) {
    background: #f0fdf4;
    border-color: #f0fdf4;
  }
`;

const GhostLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radii.md};
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

export function HomeClosing() {
  const { t, localePath } = useI18n();
  return (
    <Section>
      <Container>
        <RiskBox aria-labelledby="home-risk">
          <HomeIcon name="warning" size={24} />
          <div>
            <h2 id="home-risk">{t('home.risk.title')}</h2>
            <p>
              {t('home.risk.text')}{' '}
              <Link to={localePath(routePaths.futuresRiskDisclosures)}>{t('home.risk.link')}</Link>
            </p>
          </div>
        </RiskBox>
        <CtaBand>
          <h2>{t('home.cta.heading')}</h2>
          <p>{t('home.cta.text')}</p>
          <ButtonRow>
            <LightButton to={localePath(routePaths.signup)} $size="lg">
              {t('home.cta.primary')}
            </LightButton>
            <GhostLink to={localePath(docsPagePath('getting-started'))}>
              {t('home.cta.secondary')}
            </GhostLink>
          </ButtonRow>
        </CtaBand>
      </Container>
    </Section>
  );
}
