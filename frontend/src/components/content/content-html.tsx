// Shows a rendered Markdown document (html made at build time from the repository's own files).
// One delegated click handler gives the static HTML its behaviour: internal links navigate
// client-side, code blocks' Copy buttons copy, images open the image preview overlay.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { PreviewImage } from '@/components/image-preview/image-preview';
import type { RenderedDocument } from '@/lib/content/content-types';
import { useI18n } from '@/lib/i18n/i18n-context';

import { copyToClipboard } from '../copy-button/copy-to-clipboard';
import { HtmlProse } from './content-html.styles';

// The overlay is only needed once a reader clicks an image, so it stays out of the page chunk.
const ImagePreview = lazy(() =>
  import('@/components/image-preview/image-preview').then((module) => ({
    default: module.ImagePreview,
  })),
);

const COPY_RESET_MS = 2000;

const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function previewImages(root: HTMLElement): { buttons: Element[]; images: PreviewImage[] } {
  const buttons = [...root.querySelectorAll('[data-image-preview]')];
  const images = buttons.map((button) => {
    const img = button.querySelector('img');
    return { src: img?.getAttribute('src') ?? '', alt: img?.getAttribute('alt') ?? '' };
  });
  return { buttons, images };
}

export interface ContentHtmlProps {
  document: Pick<RenderedDocument, 'html'>;
  className?: string;
}

export function ContentHtml({ document: rendered, className }: ContentHtmlProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<{ images: PreviewImage[]; index: number | null } | null>(
    null,
  );

  // On arrival with #anchor the heading did not exist when the browser looked for it.
  useEffect(() => {
    if (hash.length < 2) return;
    root.current
      ?.querySelector(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`)
      ?.scrollIntoView();
  }, [hash, rendered.html]);

  const copy = useCallback(
    async (button: HTMLElement) => {
      const code = button.closest('figure')?.querySelector('pre')?.textContent ?? '';
      const ok = await copyToClipboard(code);
      const label = button.textContent;
      button.textContent = ok ? t('docs.blocks.copied') : t('docs.blocks.copyFailed');
      setTimeout(() => {
        button.textContent = label;
      }, COPY_RESET_MS);
    },
    [t],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const link = target.closest('a[data-internal]');
    if (link && isPlainClick(event) && !link.getAttribute('target')) {
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '/');
      return;
    }
    const copyButton = target.closest<HTMLElement>('[data-copy-code]');
    if (copyButton) {
      void copy(copyButton);
      return;
    }
    const imageButton = target.closest('[data-image-preview]');
    if (imageButton && root.current) {
      const { buttons, images } = previewImages(root.current);
      setPreview({ images, index: buttons.indexOf(imageButton) });
    }
  };

  return (
    <>
      {/* Clicks are delegated from the HTML's own links and buttons, which keyboards reach. */}
      <HtmlProse
        ref={root}
        className={className}
        onClick={onClick}
        data-testid="content-html"
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
      {preview && (
        <Suspense fallback={null}>
          <ImagePreview
            images={preview.images}
            index={preview.index ?? 0}
            open={preview.index !== null}
            onClose={() => setPreview((current) => current && { ...current, index: null })}
            onIndexChange={(index) => setPreview((current) => current && { ...current, index })}
          />
        </Suspense>
      )}
    </>
  );
}
