import styled from 'styled-components';

import { Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { HomeIcon, type HomeIconName } from './home-icons';
import { CardText, CardTitle, Eyebrow, IconTile, SectionHeader } from './home.styles';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Step = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  counter-increment: step;

  &::before {
    content: counter(step);
    position: absolute;
    top: ${({ theme }) => theme.space(6)};
    right: ${({ theme }) => theme.space(6)};
    font-size: 2.5rem;
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.colors.border};
  }

  /* Arrow to the next step, only when the steps sit side by side. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    &:not(:last-child)::after {
      content: '';
      position: absolute;
      top: 50%;
      right: -${({ theme }) => theme.space(5)};
      width: ${({ theme }) => theme.space(4)};
      height: 2px;
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const steps: { key: 'alert' | 'relay' | 'broker'; icon: HomeIconName }[] = [
  { key: 'alert', icon: 'bell' },
  { key: 'relay', icon: 'relay' },
  { key: 'broker', icon: 'broker' },
];

export function HomeHowItWorks() {
  const { t } = useI18n();
  return (
    <Section aria-labelledby="how-it-works">
      <Container>
        <SectionHeader $center>
          <Eyebrow>{t('home.steps.eyebrow')}</Eyebrow>
          <Heading id="how-it-works">{t('home.steps.heading')}</Heading>
          <p>{t('home.steps.lead')}</p>
        </SectionHeader>
        <Steps>
          {steps.map(({ key, icon }) => (
            <Step key={key}>
              <IconTile>
                <HomeIcon name={icon} />
              </IconTile>
              <CardTitle>{t(`home.steps.${key}.title`)}</CardTitle>
              <CardText>{t(`home.steps.${key}.text`)}</CardText>
            </Step>
          ))}
        </Steps>
      </Container>
    </Section>
  );
}
