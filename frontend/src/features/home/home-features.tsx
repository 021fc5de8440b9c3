import styled from 'styled-components';

import { Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeIcon, type HomeIconName } from './home-icons';
import { CardText, CardTitle, Eyebrow, IconTile, SectionHeader } from './home.styles';

const FeatureGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* A 1px gap over the border colour draws the hairlines between cells. */
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Feature = styled.li`
  padding: ${({ theme }) => theme.space(7)};
  background: ${({ theme }) => theme.colors.bgElevated};
`;

const features: { key: string; icon: HomeIconName }[] = [
  { key: 'validation', icon: 'shield' },
  { key: 'brackets', icon: 'bracket' },
  { key: 'strategy', icon: 'strategy' },
  { key: 'log', icon: 'log' },
  { key: 'demo', icon: 'flask' },
  { key: 'security', icon: 'lock' },
];

export function HomeFeatures() {
  const { t } = useI18n();
  return (
    <Section $muted aria-labelledby="home-features">
      <Container>
        <SectionHeader>
          <Eyebrow>{t('home.features.eyebrow')}</Eyebrow>
          <Heading id="home-features">{t('home.features.heading')}</Heading>
        </SectionHeader>
        <FeatureGrid>
          {features.map(({ key, icon }) => (
            <Feature key={key}>
              <IconTile>
                <HomeIcon name={icon} />
              </IconTile>
              <CardTitle>{t(`home.features.${key}.title`)}</CardTitle>
              <CardText>{t(`home.features.${key}.text`)}</CardText>
            </Feature>
          ))}
        </FeatureGrid>
      </Container>
    </Section>
  );
}
