import { routePaths } from '@tickrelay/contracts/routes';
import styled from 'styled-components';

import { ButtonLink, Container } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HeroLog } from './hero-log';
import { HomeIcon } from './home-icons';
import { ButtonRow } from './home.styles';

const Band = styled.section`
  position: relative;
  padding-block: ${({ theme }) => `${theme.space(12)} ${theme.space(14)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(
      70% 60% at 80% 10%,
      ${({ theme }) => theme.colors.primarySoft} 0%,
      transparent 70%
    ),
    linear-gradient(${({ theme }) => theme.colors.border} 1px, transparent 1px) 0 0 / 100% 48px,
    ${({ theme }) => theme.colors.bg};
  background-blend-mode: normal;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    padding-block: ${({ theme }) => `${theme.space(20)} ${theme.space(24)}`};
  }
`;

/* The ruled background is a texture: fade it out so it never competes with the text. */
const Fade = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(to bottom, transparent 0%, ${({ theme }) => theme.colors.bg} 85%);
  opacity: 0.9;
  pointer-events: none;
`;

const Layout = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(12)};
  align-items: center;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.bgElevated};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2.125rem, 5.2vw, 3.5rem);
  font-weight: 800;
  line-height: 1.08;
  letter-spacing: -0.035em;
  text-wrap: balance;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  max-width: 580px;
  margin: ${({ theme }) => `${theme.space(6)} 0 ${theme.space(8)}`};
  font-size: 1.1875rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
  text-wrap: pretty;
`;

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }

  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export function HomeHero() {
  const { t, localePath } = useI18n();
  return (
    <Band aria-labelledby="home-heading">
      <Fade aria-hidden="true" />
      <Container>
        <Layout>
          <div>
            <Pill>{t('home.hero.eyebrow')}</Pill>
            <Title id="home-heading" data-testid="page-heading">
              {t('home.hero.heading')}
            </Title>
            <Lead>{t('home.hero.lead')}</Lead>
            <ButtonRow>
              <ButtonLink to={localePath(routePaths.signup)} $size="lg">
                {t('home.hero.primary')}
              </ButtonLink>
              <ButtonLink to={localePath(routePaths.alertBuilder)} $size="lg" $variant="secondary">
                {t('home.hero.secondary')}
              </ButtonLink>
            </ButtonRow>
            <Points>
              {(['strategies', 'demo', 'languages'] as const).map((point) => (
                <li key={point}>
                  <HomeIcon name="check" size={18} />
                  {t(`home.hero.points.${point}`)}
                </li>
              ))}
            </Points>
          </div>
          <HeroLog />
        </Layout>
      </Container>
    </Band>
  );
}
