import { docsPagePath } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { Card, Container, Section } from '@/components/ui';
import { ContactForm } from '@/features/contact/contact-form';
import { useI18n } from '@/lib/i18n/i18n-context';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(12)};
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1.5)};
    font-size: 1rem;
  }

  p {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: 1.1em;
    font-size: 0.9375rem;
    line-height: 1.9;
  }
`;

const Point = styled.div`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

const PointIcon = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.link};
`;

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const FormTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.375rem;
  letter-spacing: -0.01em;
`;

function Icon({ path }: { path: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d={path}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const icons = {
  support: 'M4 6h16v10H8l-4 4V6z',
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5zm0 14a2 2 0 0 1 2-2h13',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
};

export default function ContactPage() {
  const { t, localePath } = useI18n();
  return (
    <>
      <PageMeta title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageIntro
        eyebrow={t('contact.intro.eyebrow')}
        title={t('contact.intro.heading')}
        lead={t('contact.intro.lead')}
      />
      <Section $tight>
        <Container>
          <Layout>
            <FormCard>
              <FormTitle>{t('contact.form.title')}</FormTitle>
              <ContactForm />
            </FormCard>
            <Aside aria-label={t('contact.aside.label')}>
              <Point>
                <PointIcon>
                  <Icon path={icons.support} />
                </PointIcon>
                <div>
                  <h2>{t('contact.aside.support.title')}</h2>
                  <p>{t('contact.aside.support.text')}</p>
                </div>
              </Point>
              <Point>
                <PointIcon>
                  <Icon path={icons.clock} />
                </PointIcon>
                <div>
                  <h2>{t('contact.aside.response.title')}</h2>
                  <p>{t('contact.aside.response.text')}</p>
                </div>
              </Point>
              <Point>
                <PointIcon>
                  <Icon path={icons.book} />
                </PointIcon>
                <div>
                  <h2>{t('contact.aside.docs.title')}</h2>
                  <ul>
                    <li>
                      <Link to={localePath(docsPagePath('getting-started'))}>
                        {t('contact.aside.docs.gettingStarted')}
                      </Link>
                    </li>
                    <li>
                      <Link to={localePath(docsPagePath('troubleshooting'))}>
                        {t('contact.aside.docs.troubleshooting')}
                      </Link>
                    </li>
                    <li>
                      <Link to={localePath(docsPagePath('faq'))}>
                        {t('contact.aside.docs.faq')}
                      </Link>
                    </li>
                  </ul>
                </div>
              </Point>
              <Point>
                <PointIcon>
                  <Icon path={icons.lock} />
                </PointIcon>
                <div>
                  <h2>{t('contact.aside.security.title')}</h2>
                  <p>{t('contact.aside.security.text')}</p>
                </div>
              </Point>
            </Aside>
          </Layout>
        </Container>
      </Section>
    </>
  );
}
