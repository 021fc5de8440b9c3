import { routePaths } from '@tickrelay/contracts/routes';

import { ContentHtml } from '@/components/content/content-html';
import { PageMeta } from '@/components/page-meta';
import { Container, Heading } from '@/components/ui';
import { siteOrigin } from '@/config/site-origin';
import type { RenderedDocument } from '@/lib/content/content-types';
import { useI18n } from '@/lib/i18n/i18n-context';

import { BlogFeedLink } from './blog-feed-link';
import { blogPostingJsonLd, postAlternates } from './blog-json-ld';
import type { BlogPostSummary } from './blog-post.types';
import { relatedPosts } from './blog-registry';
import {
  BackLink,
  Lead,
  MetaRow,
  PostBody,
  PostGrid,
  PostHeader,
  RelatedSection,
} from './blog.styles';
import { BlogPostCard } from './post-card';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

export interface BlogPostViewProps {
  post: BlogPostSummary;
  document: RenderedDocument;
}

/** A post: header (title, summary, author, date, reading time, tags), body, "read next". */
export function BlogPostView({ post, document }: BlogPostViewProps) {
  const { t, localePath } = useI18n();
  const related = relatedPosts(post);

  return (
    <article>
      <PageMeta
        title={post.title}
        description={post.summary}
        type="article"
        alternates={postAlternates(post)}
        jsonLd={blogPostingJsonLd(post, siteOrigin())}
      />
      <BlogFeedLink />
      <PostHeader>
        <Container $narrow>
          <BackLink to={localePath(routePaths.blog)}>← {t('blog.post.back')}</BackLink>
          <Heading as="h1" $size="h1" data-testid="page-heading">
            {post.title}
          </Heading>
          <Lead>{post.summary}</Lead>
          <MetaRow>
            <span>
              {t('blog.post.by', { name: post.author })} ({post.authorRole})
            </span>
            <PostDate date={post.date} />
            <span>{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
          </MetaRow>
          <PostTags tags={post.tags} />
        </Container>
      </PostHeader>
      <PostBody>
        <Container $narrow>
          <ContentHtml document={document} />
        </Container>
      </PostBody>
      {related.length > 0 && (
        <RelatedSection aria-labelledby="related-posts">
          <Container>
            <h2 id="related-posts">{t('blog.post.related')}</h2>
            <PostGrid>
              {related.map((other) => (
                <li key={other.path}>
                  <BlogPostCard post={other} headingAs="h3" />
                </li>
              ))}
            </PostGrid>
          </Container>
        </RelatedSection>
      )}
    </article>
  );
}
