import {
  canZoomIn,
  canZoomOut,
  createThrottle,
  fitScale,
  MAX_ZOOM,
  MIN_ZOOM,
  normalizeRotation,
  SWIPE_TOLERANCE_PX,
  swipeDirection,
  WHEEL_THROTTLE_MS,
  ZOOM_STEP,
  zoomInScale,
  zoomOutScale,
} from './image-preview-math';

it('uses the constants of the spec', () => {
  expect(ZOOM_STEP).toBe(0.12);
  expect(MAX_ZOOM).toBe(3);
  expect(MIN_ZOOM).toBe(0.1);
  expect(SWIPE_TOLERANCE_PX).toBe(50);
  expect(WHEEL_THROTTLE_MS).toBe(80);
});

describe('zoom', () => {
  it('steps by 0.12 of the current scale and back', () => {
    expect(zoomInScale(1)).toBe(1.12);
    expect(zoomInScale(0.5)).toBe(0.56);
    expect(zoomOutScale(1.12)).toBe(1);
    expect(zoomOutScale(zoomInScale(0.37))).toBe(0.37);
  });

  it('never exceeds 3× the natural size', () => {
    expect(zoomInScale(2.9)).toBe(MAX_ZOOM);
    expect(zoomInScale(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(canZoomIn(2.99)).toBe(true);
    expect(canZoomIn(MAX_ZOOM)).toBe(false);
    let scale = 1;
    for (let i = 0; i < 50; i += 1) scale = zoomInScale(scale);
    expect(scale).toBe(MAX_ZOOM);
  });

  it('never goes below 0.1', () => {
    expect(zoomOutScale(0.105)).toBe(MIN_ZOOM);
    expect(zoomOutScale(MIN_ZOOM)).toBe(MIN_ZOOM);
    expect(canZoomOut(MIN_ZOOM)).toBe(false);
    expect(canZoomOut(0.11)).toBe(true);
    let scale = 1;
    for (let i = 0; i < 50; i += 1) scale = zoomOutScale(scale);
    expect(scale).toBe(MIN_ZOOM);
  });

  it('leaves an already smaller fitted scale alone', () => {
    expect(zoomOutScale(0.05)).toBe(0.05);
  });
});

describe('fitScale', () => {
  const viewport = { width: 1000, height: 500 };

  it('shrinks a large image to fit and never enlarges a small one', () => {
    expect(fitScale({ width: 2000, height: 500 }, viewport, 0)).toBe(0.5);
    expect(fitScale({ width: 400, height: 1000 }, viewport, 0)).toBe(0.5);
    expect(fitScale({ width: 200, height: 100 }, viewport, 0)).toBe(1);
  });

  it('swaps width and height for quarter turns', () => {
    expect(fitScale({ width: 1000, height: 250 }, viewport, 0)).toBe(1);
    expect(fitScale({ width: 1000, height: 250 }, viewport, 90)).toBe(0.5);
    expect(fitScale({ width: 1000, height: 250 }, viewport, -90)).toBe(0.5);
    expect(fitScale({ width: 1000, height: 250 }, viewport, 180)).toBe(1);
  });

  it('returns 1 while sizes are unknown', () => {
    expect(fitScale({ width: 0, height: 0 }, viewport, 0)).toBe(1);
  });

  it('normalises rotations', () => {
    expect(normalizeRotation(-90)).toBe(270);
    expect(normalizeRotation(450)).toBe(90);
    expect(normalizeRotation(360)).toBe(0);
  });
});

describe('swipe', () => {
  it('ignores movements within the 50 px tolerance', () => {
    expect(swipeDirection(50, 0)).toBeNull();
    expect(swipeDirection(-50, 0)).toBeNull();
    expect(swipeDirection(10, 3)).toBeNull();
  });

  it('goes to the next image on a left swipe and back on a right swipe', () => {
    expect(swipeDirection(-51, 0)).toBe('next');
    expect(swipeDirection(51, 10)).toBe('previous');
  });

  it('ignores mostly vertical movements', () => {
    expect(swipeDirection(-60, 120)).toBeNull();
  });
});

describe('throttle', () => {
  it('lets the first call through and drops calls within the interval', () => {
    let now = 1000;
    const allow = createThrottle(WHEEL_THROTTLE_MS, () => now);
    expect(allow()).toBe(true);
    now += 79;
    expect(allow()).toBe(false);
    now += 1;
    expect(allow()).toBe(true);
    now += 40;
    expect(allow()).toBe(false);
  });
});
