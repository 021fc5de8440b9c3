import { useCallback, useMemo, useState } from 'react';

import type { ImagePreviewProps, PreviewImage } from './image-preview';

export interface ImagePreviewController {
  isOpen: boolean;
  openAt: (index: number) => void;
  close: () => void;
  /** Spread onto <ImagePreview />. */
  props: ImagePreviewProps;
}

/** State for one <ImagePreview /> over a list of images. */
export function useImagePreview(images: PreviewImage[]): ImagePreviewController {
  const [index, setIndex] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const openAt = useCallback((at: number) => {
    setIndex(at);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const props = useMemo<ImagePreviewProps>(
    () => ({ images, index, open: isOpen, onClose: close, onIndexChange: setIndex }),
    [images, index, isOpen, close],
  );
  return { isOpen, openAt, close, props };
}
