import { Link } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';

import { PagerNav } from './blog-list.styles';

export interface BlogPagerProps {
  page: number;
  count: number;
  /** Bare path of page n (the caller localizes nothing: the pager does). */
  pathOf: (page: number) => string;
}

/** Previous / numbered / next links between list pages; nothing when there is one page. */
export function BlogPager({ page, count, pathOf }: BlogPagerProps) {
  const { t, localePath, formatNumber } = useI18n();
  if (count <= 1) return null;
  const pages = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <PagerNav aria-label={t('blog.pagination.label')} data-testid="blog-pager">
      <ul>
        {page > 1 && (
          <li>
            <Link to={localePath(pathOf(page - 1))} rel="prev">
              ← {t('blog.pagination.previous')}
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{formatNumber(number)}</span>
            ) : (
              <Link
                to={localePath(pathOf(number))}
                aria-label={t('blog.pagination.page', { page: formatNumber(number) })}
              >
                {formatNumber(number)}
              </Link>
            )}
          </li>
        ))}
        {page < count && (
          <li>
            <Link to={localePath(pathOf(page + 1))} rel="next">
              {t('blog.pagination.next')} →
            </Link>
          </li>
        )}
      </ul>
    </PagerNav>
  );
}
