import { blogPostPath } from '@tickrelay/contracts/routes';

import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import type { BlogPostMeta } from './blog-post.types';
import { MetaRow, PostCard, PostLink, PostTitle, ReadMore, Summary, TagList } from './blog.styles';
import { PostDate } from './post-date';

export interface BlogPostCardProps {
  post: BlogPostMeta;
  featured?: boolean;
  /** h2 on the list page, h3 under a section heading such as "Read next". */
  headingAs?: 'h2' | 'h3';
}

export function BlogPostCard({ post, featured = false, headingAs = 'h2' }: BlogPostCardProps) {
  const { t, locale, localePath } = useI18n();
  return (
    <PostCard $featured={featured}>
      <MetaRow>
        <PostDate date={post.date} />
        <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </MetaRow>
      <PostTitle as={headingAs} $featured={featured}>
        <PostLink to={localePath(blogPostPath(post.path))}>{post.title[locale]}</PostLink>
      </PostTitle>
      <Summary>{post.summary[locale]}</Summary>
      {featured && <ReadMore aria-hidden="true">{t('blog.list.readMore')} →</ReadMore>}
      <TagList aria-label={t('blog.tagsLabel')}>
        {post.tags.map((tag) => (
          <li key={tag}>
            <Badge $tone={tag === 'release-notes' ? 'primary' : 'neutral'}>
              {t(`blog.tags.${tag}`)}
            </Badge>
          </li>
        ))}
      </TagList>
    </PostCard>
  );
}
