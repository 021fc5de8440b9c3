import {
  initialPreviewState,
  currentScale,
  previewReducer,
  type PreviewState,
} from './image-preview-state';

const viewport = { width: 1000, height: 500 };

function loaded(width: number, height: number): PreviewState {
  return previewReducer(initialPreviewState(viewport), {
    type: 'loaded',
    natural: { width, height },
  });
}

it('starts fitted and loading', () => {
  const state = initialPreviewState(viewport);
  expect(state.status).toBe('loading');
  expect(state.userScale).toBeNull();
});

it('follows the viewport while fitted, not after a manual zoom', () => {
  let state = loaded(2000, 500);
  expect(currentScale(state)).toBe(0.5);
  state = previewReducer(state, { type: 'viewport', viewport: { width: 500, height: 500 } });
  expect(currentScale(state)).toBe(0.25);
  state = previewReducer(state, { type: 'zoomIn' });
  expect(currentScale(state)).toBe(0.28);
  state = previewReducer(state, { type: 'viewport', viewport });
  expect(currentScale(state)).toBe(0.28);
});

it('clamps panning to the overflow of the zoomed image', () => {
  let state = loaded(2000, 500);
  state = previewReducer(state, { type: 'toggleSize' });
  state = previewReducer(state, { type: 'pan', offset: { x: -900, y: 40 } });
  // 2000 wide in a 1000 viewport: at most 500 either way; 500 high fits 500: no vertical pan.
  expect(state.offset).toEqual({ x: -500, y: 0 });
  state = previewReducer(state, { type: 'toggleSize' });
  expect(state.offset).toEqual({ x: 0, y: 0 });
});

it('re-clamps the offset when zooming out', () => {
  let state = loaded(2000, 1000);
  state = previewReducer(state, { type: 'toggleSize' });
  state = previewReducer(state, { type: 'pan', offset: { x: 500, y: 250 } });
  state = previewReducer(state, { type: 'zoomOut' });
  const scale = currentScale(state);
  expect(state.offset.x).toBeCloseTo((2000 * scale - 1000) / 2, 6);
  expect(state.offset.y).toBeCloseTo((1000 * scale - 500) / 2, 6);
});

it('reset keeps the viewport and forgets everything else', () => {
  let state = loaded(2000, 500);
  state = previewReducer(state, { type: 'rotate', direction: 1 });
  state = previewReducer(state, { type: 'reset' });
  expect(state).toEqual(initialPreviewState(viewport));
});

it('records a failed load', () => {
  expect(previewReducer(initialPreviewState(viewport), { type: 'failed' }).status).toBe('error');
});
