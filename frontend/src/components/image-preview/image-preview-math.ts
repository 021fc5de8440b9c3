// Pure rules of the image preview (spec §9: zoom step 0.12, max 3× natural size, min 0.1,
// swipe tolerance 50 px, wheel throttle 80 ms). Scales are relative to the natural image size.

export const ZOOM_STEP = 0.12;
export const MAX_ZOOM = 3;
export const MIN_ZOOM = 0.1;
export const SWIPE_TOLERANCE_PX = 50;
export const WHEEL_THROTTLE_MS = 80;
export const ROTATE_STEP_DEG = 90;

export interface Size {
  width: number;
  height: number;
}

/** 0, 90, 180 or 270 for any multiple of 90 (negative ones included). */
export function normalizeRotation(rotation: number): number {
  return ((rotation % 360) + 360) % 360;
}

/**
 * The scale at which the whole (rotated) image fits the viewport; never above 1, so small
 * images are shown at their natural size instead of being blown up.
 */
export function fitScale(natural: Size, viewport: Size, rotation: number): number {
  if (natural.width <= 0 || natural.height <= 0 || viewport.width <= 0 || viewport.height <= 0) {
    return 1;
  }
  const quarterTurn = normalizeRotation(rotation) % 180 !== 0;
  const width = quarterTurn ? natural.height : natural.width;
  const height = quarterTurn ? natural.width : natural.height;
  return Math.min(1, viewport.width / width, viewport.height / height);
}

// Floating-point drift would make 1 → 1.12 → 1 land on 0.9999999.
const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/** One zoom step in: +12 % of the current scale, never beyond 3× the natural size. */
export function zoomInScale(scale: number): number {
  return Math.min(MAX_ZOOM, round(scale * (1 + ZOOM_STEP)));
}

/**
 * One zoom step out: the inverse of a step in, never below 0.1. A huge image whose fitted scale
 * is already below 0.1 is left where it is.
 */
export function zoomOutScale(scale: number): number {
  if (scale <= MIN_ZOOM) return scale;
  return Math.max(MIN_ZOOM, round(scale / (1 + ZOOM_STEP)));
}

export const canZoomIn = (scale: number): boolean => scale < MAX_ZOOM;
export const canZoomOut = (scale: number): boolean => scale > MIN_ZOOM;

/**
 * Direction of a horizontal swipe: a finger moving left shows the next image. Movements of at
 * most the tolerance, or more vertical than horizontal, are not swipes.
 */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) <= SWIPE_TOLERANCE_PX || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Leading-edge throttle: the first call runs, calls within `intervalMs` after it are dropped. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const time = now();
    if (time - last < intervalMs) return false;
    last = time;
    return true;
  };
}

export interface Offset {
  x: number;
  y: number;
}

/** Size of the image on screen at `scale`, after rotation. */
export function displayedSize(natural: Size, scale: number, rotation: number): Size {
  const quarterTurn = normalizeRotation(rotation) % 180 !== 0;
  return {
    width: (quarterTurn ? natural.height : natural.width) * scale,
    height: (quarterTurn ? natural.width : natural.height) * scale,
  };
}

/** Keeps a panned image covering the viewport: no panning along an axis where it fits. */
export function clampOffset(
  offset: Offset,
  natural: Size,
  scale: number,
  rotation: number,
  viewport: Size,
): Offset {
  const shown = displayedSize(natural, scale, rotation);
  const maxX = Math.max(0, (shown.width - viewport.width) / 2);
  const maxY = Math.max(0, (shown.height - viewport.height) / 2);
  const clamp = (value: number, max: number): number => Math.min(max, Math.max(-max, value)) || 0;
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}
