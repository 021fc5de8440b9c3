import { docsPagePath, routePaths } from '@tickrelay/contracts/routes';
import styled from 'styled-components';

import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Container, Heading, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const Mission = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space(16)};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.125rem;
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  p:first-child {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Principles = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => theme.space(8)} 0 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space(6)};
    background: ${({ theme }) => theme.colors.bgElevated};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-top: 3px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
    line-height: 1.65;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Compare = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(8)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Column = styled.div<{ $tone: 'yes' | 'no' }>`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'yes' ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ theme, $tone }) => ($tone === 'yes' ? theme.colors.primarySoft : theme.colors.bgMuted)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.0625rem;
  }

  ul {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    line-height: 1.5;
  }

  li > span {
    flex: none;
    font-weight: 700;
    color: ${({ theme, $tone }) => ($tone === 'yes' ? theme.colors.success : theme.colors.textMuted)};
  }
`;

const ContactBand = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgMuted};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.375rem;
  }

  p {
    margin: 0;
    max-width: 520px;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const principleKeys = ['control', 'safety', 'transparency', 'languages'] as const;
const isKeys = ['relay', 'validator', 'log'] as const;
const notKeys = ['broker', 'advice', 'guarantee'] as const;

/** Served at /about and /about-us; both name /about as the canonical page. */
const CANONICAL = { en: '/about', fr: '/about' } as const;

export default function AboutPage() {
  const { t, localePath } = useI18n();
  return (
    <>
      <PageMeta
        title={t('about.meta.title')}
        description={t('about.meta.description')}
        alternates={CANONICAL}
      />
      <PageIntro
        eyebrow={t('about.intro.eyebrow')}
        title={t('about.intro.heading')}
        lead={t('about.intro.lead')}
      />
      <Section aria-labelledby="about-mission">
        <Container>
          <Mission>
            <Heading id="about-mission">{t('about.mission.title')}</Heading>
            <div>
              <p>{t('about.mission.text1')}</p>
              <p>{t('about.mission.text2')}</p>
            </div>
          </Mission>
        </Container>
      </Section>
      <Section $muted aria-labelledby="about-principles">
        <Container>
          <Heading id="about-principles">{t('about.principles.title')}</Heading>
          <Principles>
            {principleKeys.map((key) => (
              <li key={key}>
                <h3>{t(`about.principles.${key}.title`)}</h3>
                <p>{t(`about.principles.${key}.text`)}</p>
              </li>
            ))}
          </Principles>
        </Container>
      </Section>
      <Section aria-labelledby="about-is-not">
        <Container>
          <Heading id="about-is-not">{t('about.isNot.title')}</Heading>
          <Compare>
            <Column $tone="yes">
              <h3>{t('about.isNot.isTitle')}</h3>
              <ul>
                {isKeys.map((key) => (
                  <li key={key}>
                    <span aria-hidden="true">✓</span>
                    {t(`about.isNot.is.${key}`)}
                  </li>
                ))}
              </ul>
            </Column>
            <Column $tone="no">
              <h3>{t('about.isNot.notTitle')}</h3>
              <ul>
                {notKeys.map((key) => (
                  <li key={key}>
                    <span aria-hidden="true">✕</span>
                    {t(`about.isNot.not.${key}`)}
                  </li>
                ))}
              </ul>
            </Column>
          </Compare>
        </Container>
      </Section>
      <Section $tight>
        <Container>
          <ContactBand>
            <div>
              <h2>{t('about.contact.title')}</h2>
              <p>{t('about.contact.text')}</p>
            </div>
            <div>
              <ButtonLink to={localePath(routePaths.contact)}>{t('about.contact.cta')}</ButtonLink>
              <ButtonLink to={localePath(docsPagePath(''))} $variant="secondary">
                {t('about.contact.docs')}
              </ButtonLink>
            </div>
          </ContactBand>
        </Container>
      </Section>
    </>
  );
}
