// View state of the image preview as a reducer, so every rule can be tested without a DOM.
import {
  clampOffset,
  fitScale,
  ROTATE_STEP_DEG,
  zoomInScale,
  zoomOutScale,
  type Offset,
  type Size,
} from './image-preview-math';

export interface PreviewState {
  status: 'loading' | 'loaded' | 'error';
  natural: Size;
  viewport: Size;
  /** null = fit to screen (follows the viewport); a number = scale chosen by the user. */
  userScale: number | null;
  /** Accumulated degrees (may be negative or above 360 so CSS animates the short way). */
  rotation: number;
  offset: Offset;
}

export type PreviewAction =
  | { type: 'reset' }
  | { type: 'loaded'; natural: Size }
  | { type: 'failed' }
  | { type: 'viewport'; viewport: Size }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotate'; direction: 1 | -1 }
  | { type: 'toggleSize' }
  | { type: 'pan'; offset: Offset };

export function initialPreviewState(viewport: Size): PreviewState {
  return {
    status: 'loading',
    natural: { width: 0, height: 0 },
    viewport,
    userScale: null,
    rotation: 0,
    offset: { x: 0, y: 0 },
  };
}

export function currentFit(state: PreviewState): number {
  return fitScale(state.natural, state.viewport, state.rotation);
}

export function currentScale(state: PreviewState): number {
  return state.userScale ?? currentFit(state);
}

/** Re-clamps the pan offset after anything that changes the displayed size. */
function settle(state: PreviewState): PreviewState {
  const offset = clampOffset(
    state.offset,
    state.natural,
    currentScale(state),
    state.rotation,
    state.viewport,
  );
  return offset.x === state.offset.x && offset.y === state.offset.y ? state : { ...state, offset };
}

export function previewReducer(state: PreviewState, action: PreviewAction): PreviewState {
  switch (action.type) {
    case 'reset':
      return initialPreviewState(state.viewport);
    case 'loaded':
      return { ...state, status: 'loaded', natural: action.natural };
    case 'failed':
      return { ...state, status: 'error' };
    case 'viewport':
      return settle({ ...state, viewport: action.viewport });
    case 'zoomIn':
      return settle({ ...state, userScale: zoomInScale(currentScale(state)) });
    case 'zoomOut':
      return settle({ ...state, userScale: zoomOutScale(currentScale(state)) });
    case 'rotate':
      return settle({ ...state, rotation: state.rotation + action.direction * ROTATE_STEP_DEG });
    case 'toggleSize':
      // Natural size ↔ fit to screen.
      return settle({
        ...state,
        userScale: state.userScale === 1 ? null : 1,
        offset: { x: 0, y: 0 },
      });
    case 'pan':
      return settle({ ...state, offset: action.offset });
  }
}
