import { PageIntro } from '@/components/page-intro/page-intro';
import { PageMeta } from '@/components/page-meta';
import { Container, Section } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { BlogFeedLink, useBlogFeedPath } from './blog-feed-link';
import { FeedLink, TagBar, TagChip } from './blog-list.styles';
import { BlogPager } from './blog-pager';
import type { BlogPostSummary, BlogTag } from './blog-post.types';
import { usedTags } from './blog-registry';
import { BLOG_PAGE_SIZE, blogTagPath, pageCount, pageItems } from './blog-routes';
import { FeaturedItem, PostGrid } from './blog.styles';
import { BlogPostCard } from './post-card';

export interface BlogListViewProps {
  /** Every post of the listing (all pages), newest first. */
  posts: readonly BlogPostSummary[];
  page: number;
  pathOf: (page: number) => string;
  meta: { title: string; description: string };
  intro: { eyebrow: string; title: string; lead: string };
  /** The tag page being shown, if any. */
  tag?: BlogTag;
}

/** The blog's list, its pages and each tag's pages: intro, tag bar, cards, pager, feed link. */
export function BlogListView({ posts, page, pathOf, meta, intro, tag }: BlogListViewProps) {
  const { t, locale, localePath } = useI18n();
  const feedPath = useBlogFeedPath();
  const shown = pageItems(posts, page, BLOG_PAGE_SIZE);
  // The newest post is featured on the blog's first page only.
  const featured = page === 1 && !tag ? shown[0] : undefined;
  const rest = featured ? shown.slice(1) : shown;
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} />
      <BlogFeedLink />
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <Section $tight>
        <Container>
          <TagBar aria-label={t('blog.tagsNav')}>
            <ul>
              {usedTags(locale).map((item) => (
                <li key={item}>
                  <TagChip
                    to={localePath(blogTagPath(item))}
                    $current={item === tag}
                    aria-current={item === tag ? 'page' : undefined}
                  >
                    {t(`blog.tags.${item}`)}
                  </TagChip>
                </li>
              ))}
            </ul>
          </TagBar>
          <PostGrid data-testid="blog-post-list">
            {featured && (
              <FeaturedItem>
                <BlogPostCard post={featured} featured />
              </FeaturedItem>
            )}
            {rest.map((post) => (
              <li key={post.path}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </PostGrid>
          <BlogPager page={page} count={pageCount(posts.length)} pathOf={pathOf} />
          <FeedLink href={feedPath} type="application/rss+xml">
            {t('blog.feed.link')}
          </FeedLink>
        </Container>
      </Section>
    </>
  );
}
