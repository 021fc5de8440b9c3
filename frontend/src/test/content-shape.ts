// Shared assertion of the content tests: English and French bodies have the same skeleton.
import type { ContentBody } from '@/components/content/content-block.types';

/** The language-independent skeleton of a body: block types, list lengths, table shapes, images. */
export function bodyShape(body: ContentBody): string[] {
  return body.map((block) => {
    switch (block.type) {
      case 'heading':
        return `heading:${block.level}${block.id ? `#${block.id}` : ''}`;
      case 'list':
        return `list:${block.ordered ? 'ol' : 'ul'}:${block.items.length}`;
      case 'table':
        return `table:${block.head.length}x${block.rows.length}:${block.rows.every((row) => row.length === block.head.length)}`;
      case 'image':
        return `image:${block.src}:${block.width}x${block.height}`;
      case 'code':
        return `code:${block.language}`;
      case 'callout':
        return `callout:${block.tone}`;
      default:
        return block.type;
    }
  });
}
