import { routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { ButtonLink, Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeIcon } from './home-icons';
import { CheckList, Eyebrow } from './home.styles';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 1.125rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Plan = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h3 {
    margin: 0;
    font-size: 1.375rem;
    letter-spacing: -0.01em;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const PriceNote = styled.p`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(6)}`};
  padding-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
  text-align: center;

  a:first-child {
    /* Long French labels wrap instead of overflowing narrow phones. */
    white-space: normal;
    line-height: 1.3;
    padding-block: ${({ theme }) => theme.space(3)};
  }

  a:last-child {
    font-weight: 600;
  }
`;

const featureKeys = ['webhook', 'unlimited', 'log', 'builder', 'support'] as const;

/** Prices are not part of the site's content yet: the plan is described, the amount shown at checkout. */
export function HomePricing() {
  const { t, localePath } = useI18n();
  return (
    <Section $muted aria-labelledby="home-pricing">
      <Container>
        <Layout>
          <div>
            <Eyebrow>{t('home.pricing.eyebrow')}</Eyebrow>
            <Heading id="home-pricing">{t('home.pricing.heading')}</Heading>
            <Lead>{t('home.pricing.lead')}</Lead>
          </div>
          <Plan>
            <h3>{t('home.pricing.plan')}</h3>
            <PriceNote>{t('home.pricing.priceNote')}</PriceNote>
            <CheckList>
              {featureKeys.map((key) => (
                <li key={key}>
                  <HomeIcon name="check" size={18} />
                  {t(`home.pricing.features.${key}`)}
                </li>
              ))}
            </CheckList>
            <Actions>
              <ButtonLink to={localePath(routePaths.membershipSubscription)} $size="lg" $block>
                {t('home.pricing.cta')}
              </ButtonLink>
              <Link to={localePath(routePaths.signup)}>{t('home.pricing.signup')}</Link>
            </Actions>
          </Plan>
        </Layout>
      </Container>
    </Section>
  );
}
