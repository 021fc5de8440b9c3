import { docsPagePath } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import type { DocPageEntry } from './docs-resolver';

const Nav = styled.nav`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const PagerLink = styled(Link)<{ $next?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-decoration: none;
  text-align: ${({ $next }) => ($next ? 'right' : 'left')};
  grid-column: ${({ $next }) => ($next ? '-2 / -1' : 'auto')};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  small {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.link};
  }
`;

export function DocsPager({ previous, next }: { previous?: DocPageEntry; next?: DocPageEntry }) {
  const { t, locale, localePath } = useI18n();
  if (!previous && !next) return null;
  return (
    <Nav aria-label={t('docs.pager.label')}>
      {previous && (
        <PagerLink to={localePath(docsPagePath(previous.path))} rel="prev">
          <small>{t('docs.pager.previous')}</small>
          <span>← {previous.node.title[locale]}</span>
        </PagerLink>
      )}
      {next && (
        <PagerLink to={localePath(docsPagePath(next.path))} rel="next" $next>
          <small>{t('docs.pager.next')}</small>
          <span>{next.node.title[locale]} →</span>
        </PagerLink>
      )}
    </Nav>
  );
}
