import { blogPostPath } from '@tickrelay/contracts/routes';

import { useI18n } from '@/lib/i18n/i18n-context';

import type { BlogPostSummary } from './blog-post.types';
import { MetaRow, PostCard, PostLink, PostTitle, ReadMore, Summary } from './blog.styles';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

export interface BlogPostCardProps {
  post: BlogPostSummary;
  featured?: boolean;
  /** h2 on the list page, h3 under a section heading such as "Read next". */
  headingAs?: 'h2' | 'h3';
}

export function BlogPostCard({ post, featured = false, headingAs = 'h2' }: BlogPostCardProps) {
  const { t, localePath } = useI18n();
  return (
    <PostCard $featured={featured}>
      <MetaRow>
        <PostDate date={post.date} />
        <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </MetaRow>
      <PostTitle as={headingAs} $featured={featured}>
        <PostLink to={localePath(blogPostPath(post.path))}>{post.title}</PostLink>
      </PostTitle>
      <Summary>{post.summary}</Summary>
      {featured && <ReadMore aria-hidden="true">{t('blog.list.readMore')} →</ReadMore>}
      <PostTags tags={post.tags} />
    </PostCard>
  );
}
