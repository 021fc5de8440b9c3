import type { Dispatch, RefObject } from 'react';

import { useI18n } from '@/lib/i18n/i18n-context';

import {
  ActualSizeIcon,
  CloseIcon,
  FitIcon,
  RotateLeftIcon,
  RotateRightIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './image-preview-icons';
import { canZoomIn, canZoomOut } from './image-preview-math';
import type { PreviewAction } from './image-preview-state';
import * as S from './image-preview.styles';

interface ToolbarProps {
  scale: number;
  loaded: boolean;
  atNaturalSize: boolean;
  /** "2 of 5", empty for a single image. */
  counter: string;
  dispatch: Dispatch<PreviewAction>;
  onClose: () => void;
  closeRef: RefObject<HTMLButtonElement | null>;
}

export function ImagePreviewToolbar({
  scale,
  loaded,
  atNaturalSize,
  counter,
  dispatch,
  onClose,
  closeRef,
}: ToolbarProps) {
  const { t, formatNumber } = useI18n();
  const zoomText = formatNumber(scale, { style: 'percent', maximumFractionDigits: 0 });
  const sizeLabel = t(atNaturalSize ? 'ui.imagePreview.fitToScreen' : 'ui.imagePreview.actualSize');

  return (
    <S.TopBar>
      <S.Counter aria-live="polite">{counter}</S.Counter>
      <S.Tools role="group" aria-label={t('ui.imagePreview.toolbar')}>
        <S.ToolButton
          type="button"
          aria-label={t('ui.imagePreview.zoomOut')}
          title={t('ui.imagePreview.zoomOut')}
          disabled={!loaded || !canZoomOut(scale)}
          onClick={() => dispatch({ type: 'zoomOut' })}
        >
          <ZoomOutIcon />
        </S.ToolButton>
        <S.ZoomLevel
          data-testid="zoom-level"
          aria-label={t('ui.imagePreview.zoomLevel', { percent: zoomText })}
        >
          {zoomText}
        </S.ZoomLevel>
        <S.ToolButton
          type="button"
          aria-label={t('ui.imagePreview.zoomIn')}
          title={t('ui.imagePreview.zoomIn')}
          disabled={!loaded || !canZoomIn(scale)}
          onClick={() => dispatch({ type: 'zoomIn' })}
        >
          <ZoomInIcon />
        </S.ToolButton>
        <S.ToolButton
          type="button"
          aria-label={t('ui.imagePreview.rotateLeft')}
          title={t('ui.imagePreview.rotateLeft')}
          disabled={!loaded}
          onClick={() => dispatch({ type: 'rotate', direction: -1 })}
        >
          <RotateLeftIcon />
        </S.ToolButton>
        <S.ToolButton
          type="button"
          aria-label={t('ui.imagePreview.rotateRight')}
          title={t('ui.imagePreview.rotateRight')}
          disabled={!loaded}
          onClick={() => dispatch({ type: 'rotate', direction: 1 })}
        >
          <RotateRightIcon />
        </S.ToolButton>
        <S.ToolButton
          type="button"
          aria-label={sizeLabel}
          title={sizeLabel}
          disabled={!loaded}
          onClick={() => dispatch({ type: 'toggleSize' })}
        >
          {atNaturalSize ? <FitIcon /> : <ActualSizeIcon />}
        </S.ToolButton>
        <S.ToolButton
          ref={closeRef}
          type="button"
          aria-label={t('ui.imagePreview.close')}
          title={t('ui.imagePreview.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </S.ToolButton>
      </S.Tools>
    </S.TopBar>
  );
}
