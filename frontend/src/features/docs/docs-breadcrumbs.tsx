import { docsPagePath } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

import type { DocTrailItem } from './docs-resolver';

const Nav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-size: 0.875rem;

  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li + li::before {
    content: '/';
    color: ${({ theme }) => theme.colors.borderStrong};
    margin-right: ${({ theme }) => theme.space(1)};
  }

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
`;

/** Docs › ancestors › current page; every ancestor has its own view, so each is a link. */
export function DocsBreadcrumbs({ trail }: { trail: readonly DocTrailItem[] }) {
  const { t, locale, localePath } = useI18n();
  const last = trail.length - 1;
  return (
    <Nav aria-label={t('docs.breadcrumbs.label')}>
      <ol>
        <li>
          <Link to={localePath(docsPagePath(''))}>{t('docs.breadcrumbs.root')}</Link>
        </li>
        {trail.map((item, index) => (
          <li key={item.path}>
            {index === last ? (
              <span aria-current="page">{item.node.title[locale]}</span>
            ) : (
              <Link to={localePath(docsPagePath(item.path))}>{item.node.title[locale]}</Link>
            )}
          </li>
        ))}
      </ol>
    </Nav>
  );
}
