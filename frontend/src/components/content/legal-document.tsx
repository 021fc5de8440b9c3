import styled from 'styled-components';

import { PageIntro } from '@/components/page-intro/page-intro';
import { Container } from '@/components/ui';
import type { RenderedDocument } from '@/lib/content/content-types';

import { ContentHtml } from './content-html';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(10)};
  padding-block: ${({ theme }) => `${theme.space(10)} ${theme.space(16)}`};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 240px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(14)};
  }
`;

const Toc = styled.nav`
  font-size: 0.9375rem;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    align-self: start;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ol {
    margin: 0;
    padding: 0 0 0 ${({ theme }) => theme.space(3)};
    list-style: none;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    line-height: 1.4;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Body = styled.div`
  max-width: 760px;
  min-width: 0;
`;

export interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  lead: string;
  updated: string;
  tocLabel: string;
  /** The page rendered at build time (content/pages/<locale>/<name>.md). */
  document: Pick<RenderedDocument, 'html' | 'headings'>;
}

/** Long legal pages (risk disclosures, privacy): intro band, table of contents, rendered body. */
export function LegalDocument({
  eyebrow,
  title,
  lead,
  updated,
  tocLabel,
  document,
}: LegalDocumentProps) {
  const sections = document.headings.filter((heading) => heading.depth === 2);
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} lead={lead}>
        <small>{updated}</small>
      </PageIntro>
      <Container>
        <Layout>
          <Toc aria-label={tocLabel}>
            <p aria-hidden="true">{tocLabel}</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.text}</a>
                </li>
              ))}
            </ol>
          </Toc>
          <Body>
            <ContentHtml document={document} />
          </Body>
        </Layout>
      </Container>
    </>
  );
}
