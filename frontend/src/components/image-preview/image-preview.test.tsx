import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';

import { lightTheme } from '@/lib/theme/theme';

import { ImagePreview, type ImagePreviewProps, type PreviewImage } from './image-preview';
import { MAX_ZOOM, MIN_ZOOM, WHEEL_THROTTLE_MS } from './image-preview-math';
import { useImagePreview } from './use-image-preview';

let mockLocale: 'en' | 'fr' = 'en';

jest.mock('@/lib/i18n/i18n-context', () => {
  const { translate } =
    jest.requireActual<typeof import('@/lib/i18n/translate')>('@/lib/i18n/translate');
  const messages = {
    en: { ui: jest.requireActual<Record<string, unknown>>('@/locales/en/ui.json') },
    fr: { ui: jest.requireActual<Record<string, unknown>>('@/locales/fr/ui.json') },
  };
  return {
    useI18n: () => ({
      locale: mockLocale,
      t: (key: string, params?: Record<string, string | number>) => {
        const text = translate(messages[mockLocale] as never, key, params);
        if (text === key) throw new Error(`missing message ${key}`);
        return text;
      },
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(mockLocale, options).format(value),
    }),
  };
});

// jsdom's window is 1024 × 768; the stage keeps a 24 px margin → a 976 × 720 viewport.
const IMAGES: PreviewImage[] = [
  { src: '/img/one.png', alt: 'First chart' },
  { src: '/img/two.png', alt: 'Second chart' },
  { src: '/img/three.png', alt: 'Third chart' },
];

function renderPreview(overrides: Partial<ImagePreviewProps> = {}) {
  const props: ImagePreviewProps = {
    images: IMAGES,
    index: 1,
    open: true,
    onClose: jest.fn(),
    onIndexChange: jest.fn(),
    ...overrides,
  };
  const view = render(
    <ThemeProvider theme={lightTheme}>
      <ImagePreview {...props} />
    </ThemeProvider>,
  );
  return { props, ...view };
}

function loadImage(alt: string, width: number, height: number): HTMLImageElement {
  const img = screen.getByRole<HTMLImageElement>('img', { name: alt });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(img, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(img);
  return img;
}

const scaleOf = (img: HTMLElement): number => Number(img.getAttribute('data-scale'));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  mockLocale = 'en';
});

describe('dialog', () => {
  it('renders nothing while closed', () => {
    renderPreview({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog portalled to the body', () => {
    const { container } = renderPreview();
    const dialog = screen.getByRole('dialog', { name: 'Image preview' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);
    expect(container).not.toContainElement(dialog);
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Second chart', { selector: 'p' })).toBeInTheDocument();
  });

  it('locks page scrolling while open and restores it', () => {
    const { rerender, props } = renderPreview();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <ThemeProvider theme={lightTheme}>
        <ImagePreview {...props} open={false} />
      </ThemeProvider>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('uses French labels', () => {
    mockLocale = 'fr';
    renderPreview();
    expect(screen.getByRole('dialog', { name: 'Aperçu de l’image' })).toBeInTheDocument();
    for (const name of [
      'Fermer',
      'Image précédente',
      'Image suivante',
      'Zoom avant',
      'Zoom arrière',
      'Pivoter à gauche',
      'Pivoter à droite',
      'Taille réelle',
    ]) {
      expect(button(name)).toBeInTheDocument();
    }
    expect(screen.getByText('2 sur 3')).toBeInTheDocument();
  });

  it('says when an image cannot be loaded', () => {
    renderPreview();
    fireEvent.error(screen.getByRole('img', { name: 'Second chart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This image could not be loaded.');
  });
});

describe('keys and navigation', () => {
  it('Escape closes', async () => {
    const { props } = renderPreview();
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('ArrowLeft and ArrowRight navigate', async () => {
    const { props } = renderPreview();
    await userEvent.keyboard('{ArrowRight}');
    expect(props.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}');
    expect(props.onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('does not go past the first or last image', async () => {
    const first = renderPreview({ index: 0 });
    expect(button('Previous image')).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(first.props.onIndexChange).not.toHaveBeenCalled();
    first.unmount();

    const last = renderPreview({ index: 2 });
    expect(button('Next image')).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    expect(last.props.onIndexChange).not.toHaveBeenCalled();
  });

  it('previous and next buttons navigate; a single image has none', async () => {
    const { props, unmount } = renderPreview();
    await userEvent.click(button('Next image'));
    expect(props.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(button('Previous image'));
    expect(props.onIndexChange).toHaveBeenLastCalledWith(0);
    unmount();
    renderPreview({ images: [IMAGES[0]!], index: 0 });
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of/)).not.toBeInTheDocument();
  });

  it('the close button closes', async () => {
    const { props } = renderPreview();
    await userEvent.click(button('Close'));
    expect(props.onClose).toHaveBeenCalled();
  });
});

describe('zoom', () => {
  it('steps by 0.12 with the buttons and shows the level', async () => {
    renderPreview();
    const img = loadImage('Second chart', 400, 300);
    expect(scaleOf(img)).toBe(1);
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('100%');
    await userEvent.click(button('Zoom in'));
    expect(scaleOf(img)).toBe(1.12);
    expect(screen.getByTestId('zoom-level')).toHaveTextContent('112%');
    expect(img.style.transform).toContain('scale(1.12)');
    await userEvent.click(button('Zoom out'));
    expect(scaleOf(img)).toBe(1);
  });

  it('stops at 3× the natural size', () => {
    renderPreview();
    const img = loadImage('Second chart', 400, 300);
    for (let i = 0; i < 12; i += 1) fireEvent.click(button('Zoom in'));
    expect(scaleOf(img)).toBe(MAX_ZOOM);
    expect(button('Zoom in')).toBeDisabled();
  });

  it('stops at 0.1', () => {
    renderPreview();
    const img = loadImage('Second chart', 400, 300);
    for (let i = 0; i < 25; i += 1) fireEvent.click(button('Zoom out'));
    expect(scaleOf(img)).toBe(MIN_ZOOM);
    expect(button('Zoom out')).toBeDisabled();
  });

  it('zooms with the wheel, throttled to one step per 80 ms', () => {
    jest.useFakeTimers();
    try {
      renderPreview();
      const img = loadImage('Second chart', 400, 300);
      const stage = screen.getByTestId('image-preview-stage');
      fireEvent.wheel(stage, { deltaY: -100 });
      expect(scaleOf(img)).toBe(1.12);
      fireEvent.wheel(stage, { deltaY: -100 });
      act(() => jest.advanceTimersByTime(WHEEL_THROTTLE_MS - 1));
      fireEvent.wheel(stage, { deltaY: -100 });
      expect(scaleOf(img)).toBe(1.12);
      act(() => jest.advanceTimersByTime(1));
      fireEvent.wheel(stage, { deltaY: -100 });
      expect(scaleOf(img)).toBe(1.2544);
      act(() => jest.advanceTimersByTime(WHEEL_THROTTLE_MS));
      fireEvent.wheel(stage, { deltaY: 100 });
      expect(scaleOf(img)).toBe(1.12);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keys + and - zoom too', async () => {
    renderPreview();
    const img = loadImage('Second chart', 400, 300);
    await userEvent.keyboard('+');
    expect(scaleOf(img)).toBe(1.12);
    await userEvent.keyboard('-');
    expect(scaleOf(img)).toBe(1);
  });

  it('starts fitted again when the image changes', async () => {
    const { rerender, props } = renderPreview();
    loadImage('Second chart', 400, 300);
    await userEvent.click(button('Zoom in'));
    rerender(
      <ThemeProvider theme={lightTheme}>
        <ImagePreview {...props} index={2} />
      </ThemeProvider>,
    );
    const third = loadImage('Third chart', 400, 300);
    expect(scaleOf(third)).toBe(1);
    expect(third).toHaveAttribute('data-rotation', '0');
  });
});

describe('rotate and resize', () => {
  it('rotates in 90° steps and refits the rotated image', async () => {
    renderPreview();
    const img = loadImage('Second chart', 1952, 360);
    expect(scaleOf(img)).toBe(0.5);
    await userEvent.click(button('Rotate right'));
    expect(img).toHaveAttribute('data-rotation', '90');
    expect(img.style.transform).toContain('rotate(90deg)');
    expect(scaleOf(img)).toBeCloseTo(720 / 1952, 6);
    await userEvent.click(button('Rotate left'));
    await userEvent.click(button('Rotate left'));
    expect(img).toHaveAttribute('data-rotation', '-90');
    expect(scaleOf(img)).toBeCloseTo(720 / 1952, 6);
    await userEvent.click(button('Rotate left'));
    expect(img).toHaveAttribute('data-rotation', '-180');
    expect(scaleOf(img)).toBe(0.5);
  });

  it('toggles between fit to screen and natural size', async () => {
    renderPreview();
    const img = loadImage('Second chart', 1952, 1440);
    expect(scaleOf(img)).toBe(0.5);
    await userEvent.click(button('Actual size'));
    expect(scaleOf(img)).toBe(1);
    await userEvent.click(button('Fit to screen'));
    expect(scaleOf(img)).toBe(0.5);
    expect(button('Actual size')).toBeInTheDocument();
  });
});

describe('swipe', () => {
  function swipe(dx: number, dy = 0): void {
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300 + dx, clientY: 300 + dy }] });
  }

  it('ignores a swipe within the 50 px tolerance', () => {
    const { props } = renderPreview();
    loadImage('Second chart', 400, 300);
    swipe(-50);
    swipe(50);
    expect(props.onIndexChange).not.toHaveBeenCalled();
  });

  it('a left swipe shows the next image, a right swipe the previous one', () => {
    const { props } = renderPreview();
    loadImage('Second chart', 400, 300);
    swipe(-51);
    expect(props.onIndexChange).toHaveBeenLastCalledWith(2);
    swipe(80, 10);
    expect(props.onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('pans instead of navigating when zoomed in', async () => {
    const { props } = renderPreview();
    const img = loadImage('Second chart', 1952, 1440);
    await userEvent.click(button('Actual size'));
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.touchStart(stage, { touches: [{ clientX: 300, clientY: 300 }] });
    fireEvent.touchMove(stage, { touches: [{ clientX: 200, clientY: 280 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 200, clientY: 280 }] });
    expect(props.onIndexChange).not.toHaveBeenCalled();
    expect(img.style.transform).toContain('translate(-100px, -20px)');
  });
});

describe('mouse', () => {
  it('drags a zoomed image and ignores drags on a fitted one', async () => {
    renderPreview();
    const img = loadImage('Second chart', 1952, 1440);
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.mouseDown(stage, { button: 0, clientX: 500, clientY: 400 });
    fireEvent.mouseMove(window, { clientX: 450, clientY: 400 });
    fireEvent.mouseUp(window);
    expect(img.style.transform).toContain('translate(0px, 0px)');

    await userEvent.click(button('Actual size'));
    fireEvent.mouseDown(stage, { button: 0, clientX: 500, clientY: 400 });
    fireEvent.mouseMove(window, { clientX: 450, clientY: 430 });
    fireEvent.mouseUp(window);
    expect(img.style.transform).toContain('translate(-50px, 30px)');
    fireEvent.mouseMove(window, { clientX: 0, clientY: 0 });
    expect(img.style.transform).toContain('translate(-50px, 30px)');
  });

  it('a drag that ends on the backdrop does not close', async () => {
    const { props } = renderPreview();
    loadImage('Second chart', 1952, 1440);
    await userEvent.click(button('Actual size'));
    const stage = screen.getByTestId('image-preview-stage');
    fireEvent.mouseDown(stage, { button: 0, clientX: 500, clientY: 400 });
    fireEvent.mouseMove(window, { clientX: 400, clientY: 400 });
    fireEvent.mouseUp(window);
    fireEvent.click(stage);
    expect(props.onClose).not.toHaveBeenCalled();
    fireEvent.click(stage);
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the backdrop around the image, not on the image', async () => {
    const { props } = renderPreview();
    const img = loadImage('Second chart', 400, 300);
    await userEvent.click(img);
    expect(props.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('image-preview-stage'));
    expect(props.onClose).toHaveBeenCalledTimes(1);
  });

  it('double-click toggles natural size', async () => {
    renderPreview();
    const img = loadImage('Second chart', 1952, 1440);
    await userEvent.dblClick(img);
    expect(scaleOf(img)).toBe(1);
  });
});

describe('focus', () => {
  function Gallery() {
    const preview = useImagePreview(IMAGES);
    return (
      <ThemeProvider theme={lightTheme}>
        <button type="button" onClick={() => preview.openAt(2)}>
          Open gallery
        </button>
        <ImagePreview {...preview.props} />
      </ThemeProvider>
    );
  }

  it('moves focus into the dialog and returns it to the opener on close', async () => {
    render(<Gallery />);
    const opener = button('Open gallery');
    await userEvent.click(opener);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(button('Close')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Gallery />);
    await userEvent.click(button('Open gallery'));
    loadImage('Third chart', 400, 300);
    const dialog = screen.getByRole('dialog');
    // Close is focused; the enabled nav button (Previous) follows it, then focus wraps.
    await userEvent.tab();
    expect(button('Previous image')).toHaveFocus();
    await userEvent.tab();
    expect(button('Zoom out')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button('Previous image')).toHaveFocus();
    for (let i = 0; i < 20; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('navigates through useImagePreview state', async () => {
    render(<Gallery />);
    await userEvent.click(button('Open gallery'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Second chart' })).toBeInTheDocument();
  });
});
