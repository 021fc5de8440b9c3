import { lazy, Suspense, useMemo, useState } from 'react';

import { CopyButton } from '@/components/copy-button/copy-button';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  Caption,
  CalloutBox,
  CalloutTitle,
  CodeFrame,
  CodeHeader,
  CodeLanguage,
  CodePre,
  ImageButton,
  ImageFigure,
  Prose,
  TableScroll,
} from './block-renderer.styles';
import type { ContentBlock, ContentBody, ImageBlock } from './content-block.types';
import { InlineContent } from './inline-content';
import { slugify } from './inline-text';

// The overlay is only needed once a reader clicks an image, so it stays out of the page chunk.
const ImagePreview = lazy(() =>
  import('@/components/image-preview/image-preview').then((module) => ({
    default: module.ImagePreview,
  })),
);

interface BlockProps {
  block: ContentBlock;
  imageIndex: number;
  onOpenImage: (index: number) => void;
}

function Block({ block, imageIndex, onOpenImage }: BlockProps) {
  const { t } = useI18n();
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineContent text={block.text} />
        </p>
      );
    case 'heading': {
      const Tag = block.level === 2 ? 'h2' : 'h3';
      return (
        <Tag id={block.id ?? slugify(block.text)}>
          <InlineContent text={block.text} />
        </Tag>
      );
    }
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineContent text={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'code':
      return (
        <CodeFrame>
          <CodeHeader>
            <CodeLanguage>{block.language}</CodeLanguage>
            <CopyButton text={block.code} label={t('docs.blocks.copyCode')} />
          </CodeHeader>
          {/* Focusable so keyboard users can scroll wide snippets horizontally. */}
          <CodePre tabIndex={0}>
            <code>{block.code}</code>
          </CodePre>
          {block.caption && <Caption>{block.caption}</Caption>}
        </CodeFrame>
      );
    case 'callout':
      return (
        <CalloutBox $tone={block.tone} role="note">
          {block.title && <CalloutTitle>{block.title}</CalloutTitle>}
          <p>
            <InlineContent text={block.text} />
          </p>
        </CalloutBox>
      );
    case 'image':
      return (
        <ImageFigure>
          <ImageButton
            type="button"
            onClick={() => onOpenImage(imageIndex)}
            aria-label={t('docs.blocks.enlargeImage', { alt: block.alt })}
          >
            <img
              src={block.src}
              alt={block.alt}
              width={block.width}
              height={block.height}
              loading="lazy"
              decoding="async"
            />
          </ImageButton>
          {block.caption && <Caption>{block.caption}</Caption>}
        </ImageFigure>
      );
    case 'table':
      return (
        <TableScroll>
          <table>
            {block.caption && <caption>{block.caption}</caption>}
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    <InlineContent text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>
                      <InlineContent text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      );
  }
}

export interface BlockRendererProps {
  blocks: ContentBody;
}

/** Renders a content body; images open the shared preview overlay with every image of the body. */
export function BlockRenderer({ blocks }: BlockRendererProps) {
  const images = useMemo(
    () => blocks.filter((block): block is ImageBlock => block.type === 'image'),
    [blocks],
  );
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const [previewMounted, setPreviewMounted] = useState(false);

  const openImage = (index: number) => {
    setPreviewMounted(true);
    setPreviewIndex(index);
  };

  let imageCounter = 0;
  return (
    <Prose>
      {blocks.map((block, index) => {
        const imageIndex = block.type === 'image' ? imageCounter++ : -1;
        return <Block key={index} block={block} imageIndex={imageIndex} onOpenImage={openImage} />;
      })}
      {previewMounted && (
        <Suspense fallback={null}>
          <ImagePreview
            images={images.map(({ src, alt }) => ({ src, alt }))}
            index={previewIndex ?? 0}
            open={previewIndex !== null}
            onClose={() => setPreviewIndex(null)}
            onIndexChange={setPreviewIndex}
          />
        </Suspense>
      )}
    </Prose>
  );
}
