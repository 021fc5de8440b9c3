// The site's touches on the rendered tree: internal links localised and marked for client-side
// navigation, images given their intrinsic size and wrapped in a button that opens the image
// preview, tables made scrollable, and the h2/h3 outline collected for the table of contents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { localizePath } from '@tickrelay/contracts/locale-path';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { imageSize } from 'image-size';
import { visit, SKIP } from 'unist-util-visit';

import type { ContentHeading, ContentLocale } from '../content-types';
import { ContentError } from './front-matter';
import type { RenderLabels } from './labels';

export interface SiteOptions {
  file: string;
  locale: ContentLocale;
  labels: RenderLabels;
  /** Where `/images/x.png` lives on disk (frontend/public). */
  publicDir: string;
  headings: ContentHeading[];
}

export const isInternalHref = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//');

const isWhitespace = (node: ElementContent): boolean =>
  node.type === 'text' && node.value.trim() === '';

function imageDimensions(options: SiteOptions, src: string): { width: number; height: number } {
  try {
    const size = imageSize(readFileSync(join(options.publicDir, src)));
    if (!size.width || !size.height) throw new Error('no dimensions');
    return { width: size.width, height: size.height };
  } catch (error) {
    throw new ContentError(options.file, `image ${src}: ${(error as Error).message}`);
  }
}

function imageFigure(options: SiteOptions, img: Element): Element {
  const src = String(img.properties['src'] ?? '');
  const alt = String(img.properties['alt'] ?? '');
  if (alt.trim() === '') throw new ContentError(options.file, `image ${src} needs an alt text`);
  const caption = img.properties['title'];
  delete img.properties['title'];
  if (isInternalHref(src)) Object.assign(img.properties, imageDimensions(options, src));
  Object.assign(img.properties, { loading: 'lazy', decoding: 'async' });
  const button: Element = {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['image-open'],
      dataImagePreview: '',
      ariaLabel: options.labels.enlargeImage(alt),
    },
    children: [img],
  };
  const children: ElementContent[] = [button];
  if (typeof caption === 'string' && caption !== '')
    children.push({
      type: 'element',
      tagName: 'figcaption',
      properties: {},
      children: [{ type: 'text', value: caption }],
    });
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['content-image'] },
    children,
  };
}

export function rehypeSite(options: SiteOptions) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'a') {
        const href = node.properties['href'];
        if (typeof href === 'string' && isInternalHref(href)) {
          node.properties['href'] = localizePath(href, options.locale);
          node.properties['dataInternal'] = '';
        }
        return;
      }
      if (node.tagName === 'p' && parent && index !== undefined) {
        const content = node.children.filter((child) => !isWhitespace(child));
        const only = content[0];
        if (content.length === 1 && only?.type === 'element' && only.tagName === 'img') {
          parent.children[index] = imageFigure(options, only);
          return SKIP;
        }
        return;
      }
      if (node.tagName === 'img') {
        // An image inside running text: still sized and lazy, but not a figure.
        const src = String(node.properties['src'] ?? '');
        if (isInternalHref(src)) Object.assign(node.properties, imageDimensions(options, src));
        node.properties['loading'] = 'lazy';
        return;
      }
      if (node.tagName === 'table' && parent && index !== undefined) {
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          // Focusable so a keyboard can scroll a wide table.
          properties: { className: ['table-scroll'], tabIndex: 0 },
          children: [node],
        };
        // No SKIP: the visit goes on into the table itself, whose links need the same care.
        return;
      }
      if ((node.tagName === 'h2' || node.tagName === 'h3') && node.properties['id']) {
        options.headings.push({
          depth: node.tagName === 'h2' ? 2 : 3,
          id: String(node.properties['id']),
          text: toString(node),
        });
      }
      return;
    });
  };
}
