// Full-screen viewer for one or more images: previous/next, close, zoom, rotate, fit ↔ natural size.
import {
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type TouchEvent,
} from 'react';
import { createPortal } from 'react-dom';

import { useI18n } from '@/lib/i18n/i18n-context';

import { NextIcon, PreviousIcon } from './image-preview-icons';
import {
  createThrottle,
  swipeDirection,
  WHEEL_THROTTLE_MS,
  type Offset,
  type Size,
} from './image-preview-math';
import {
  currentFit,
  currentScale,
  initialPreviewState,
  previewReducer,
} from './image-preview-state';
import { ImagePreviewToolbar } from './image-preview-toolbar';
import * as S from './image-preview.styles';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export interface PreviewImage {
  src: string;
  alt: string;
}

export interface ImagePreviewProps {
  images: PreviewImage[];
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

/** Breathing room between the image and the edges of the stage when fitted. */
const STAGE_MARGIN_PX = 24;

function measure(stage: HTMLElement | null): Size {
  const rect = stage?.getBoundingClientRect();
  // jsdom and not-yet-laid-out stages report 0: fall back to the window.
  const width = rect && rect.width > 0 ? rect.width : window.innerWidth;
  const height = rect && rect.height > 0 ? rect.height : window.innerHeight;
  return {
    width: Math.max(1, width - 2 * STAGE_MARGIN_PX),
    height: Math.max(1, height - 2 * STAGE_MARGIN_PX),
  };
}

export function ImagePreview(props: ImagePreviewProps) {
  if (!props.open || props.images.length === 0 || typeof document === 'undefined') return null;
  return createPortal(<PreviewDialog {...props} />, document.body);
}

function PreviewDialog({ images, index, onClose, onIndexChange }: ImagePreviewProps) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(previewReducer, undefined, () =>
    initialPreviewState(measure(null)),
  );
  const [dragging, setDragging] = useState(false);
  const wheelAllowed = useRef(createThrottle(WHEEL_THROTTLE_MS));
  const endDrag = useRef<(() => void) | null>(null);
  const dragMoved = useRef(false);
  const touchStart = useRef<{ x: number; y: number; offset: Offset } | null>(null);

  const current = Math.min(Math.max(0, index), images.length - 1);
  const image = images[current]!;
  const [shownSrc, setShownSrc] = useState(image.src);
  if (shownSrc !== image.src) {
    // A new image starts fitted, unrotated and centred.
    setShownSrc(image.src);
    dispatch({ type: 'reset' });
  }

  useFocusTrap(dialogRef, closeRef);
  useScrollLock();

  const scale = currentScale(state);
  const pannable = scale > currentFit(state) + 1e-6;
  const hasPrevious = current > 0;
  const hasNext = current < images.length - 1;
  const go = (delta: number): void => {
    const next = current + delta;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };
  const goRef = useRef(go);
  const closeCallback = useRef(onClose);
  useLayoutEffect(() => {
    goRef.current = go;
    closeCallback.current = onClose;
  });

  useLayoutEffect(() => {
    const onResize = (): void =>
      dispatch({ type: 'viewport', viewport: measure(stageRef.current) });
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const actions: Record<string, () => void> = {
        Escape: () => closeCallback.current(),
        ArrowLeft: () => goRef.current(-1),
        ArrowRight: () => goRef.current(1),
        '+': () => dispatch({ type: 'zoomIn' }),
        '=': () => dispatch({ type: 'zoomIn' }),
        '-': () => dispatch({ type: 'zoomOut' }),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => () => endDrag.current?.(), []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    // Registered natively: React's wheel listener is passive and could not stop the page zoom.
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      if (event.deltaY === 0 || !wheelAllowed.current()) return;
      dispatch({ type: event.deltaY < 0 ? 'zoomIn' : 'zoomOut' });
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const onMouseDown = (event: ReactMouseEvent): void => {
    if (event.button !== 0 || !pannable) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, offset: state.offset };
    dragMoved.current = false;
    setDragging(true);
    const onMove = (move: MouseEvent): void => {
      const dx = move.clientX - start.x;
      const dy = move.clientY - start.y;
      if (Math.abs(dx) + Math.abs(dy) > 3) dragMoved.current = true;
      dispatch({ type: 'pan', offset: { x: start.offset.x + dx, y: start.offset.y + dy } });
    };
    const onUp = (): void => {
      setDragging(false);
      endDrag.current = null;
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('mouseup', onUp);
    };
    endDrag.current = onUp;
    window.addEventListener('mousemove', onMove);
    window.addEventListener('mouseup', onUp);
  };

  const onTouchStart = (event: TouchEvent): void => {
    const touch = event.touches[0];
    touchStart.current =
      event.touches.length === 1 && touch
        ? { x: touch.clientX, y: touch.clientY, offset: state.offset }
        : null;
  };
  const onTouchMove = (event: TouchEvent): void => {
    const start = touchStart.current;
    const touch = event.touches[0];
    if (!start || !touch || !pannable) return;
    dispatch({
      type: 'pan',
      offset: {
        x: start.offset.x + touch.clientX - start.x,
        y: start.offset.y + touch.clientY - start.y,
      },
    });
  };
  const onTouchEnd = (event: TouchEvent): void => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    // When zoomed in, a drag pans the image instead of changing it.
    if (!start || !touch || pannable) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction) go(direction === 'next' ? 1 : -1);
  };

  const { natural, offset, rotation, status } = state;
  const loaded = status === 'loaded';

  return (
    <S.Backdrop
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('ui.imagePreview.dialogLabel')}
    >
      <ImagePreviewToolbar
        scale={scale}
        loaded={state.status === 'loaded'}
        atNaturalSize={state.userScale === 1}
        counter={
          images.length > 1
            ? t('ui.imagePreview.counter', { current: current + 1, total: images.length })
            : ''
        }
        dispatch={dispatch}
        onClose={onClose}
        closeRef={closeRef}
      />

      <S.Stage
        ref={stageRef}
        data-testid="image-preview-stage"
        $grab={pannable}
        $dragging={dragging}
        onMouseDown={onMouseDown}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onClick={(event) => {
          // The click that ends a drag is not a click on the backdrop.
          if (dragMoved.current) dragMoved.current = false;
          else if (event.target === event.currentTarget) onClose();
        }}
      >
        <S.PreviewImg
          key={image.src}
          src={image.src}
          alt={image.alt}
          draggable={false}
          data-scale={scale}
          data-rotation={rotation}
          $animate={!dragging}
          onLoad={(event) => {
            const img = event.currentTarget;
            dispatch({
              type: 'loaded',
              natural: { width: img.naturalWidth, height: img.naturalHeight },
            });
          }}
          onError={() => dispatch({ type: 'failed' })}
          onDoubleClick={() => dispatch({ type: 'toggleSize' })}
          style={
            loaded
              ? {
                  width: natural.width,
                  height: natural.height,
                  transform: `translate(-50%, -50%) translate(${offset.x}px, ${offset.y}px) rotate(${rotation}deg) scale(${scale})`,
                }
              : { opacity: 0, transform: 'translate(-50%, -50%)' }
          }
        />
        {status === 'loading' && <S.StatusText>{t('ui.imagePreview.loading')}</S.StatusText>}
        {status === 'error' && (
          <S.StatusText role="alert">{t('ui.imagePreview.loadError')}</S.StatusText>
        )}
        {images.length > 1 && (
          <>
            <S.NavButton
              type="button"
              $side="left"
              aria-label={t('ui.imagePreview.previous')}
              title={t('ui.imagePreview.previous')}
              disabled={!hasPrevious}
              onClick={() => go(-1)}
            >
              <PreviousIcon />
            </S.NavButton>
            <S.NavButton
              type="button"
              $side="right"
              aria-label={t('ui.imagePreview.next')}
              title={t('ui.imagePreview.next')}
              disabled={!hasNext}
              onClick={() => go(1)}
            >
              <NextIcon />
            </S.NavButton>
          </>
        )}
      </S.Stage>
      <S.Caption>{image.alt}</S.Caption>
    </S.Backdrop>
  );
}
