import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { APP_LOADER, SCRIPTS_META_NAME } from './html-document';

// public/load-app.js starts the app of a prerendered page once the page has been painted.
const source = readFileSync(join(__dirname, '..', '..', 'public', APP_LOADER), 'utf8');
// The attributes src/app/start-app.tsx sets on <html>: React listens on the page; it has hydrated.
const APP_STARTED_ATTRIBUTE = 'data-app-started';
const APP_READY_ATTRIBUTE = 'data-app-ready';
const startApp = readFileSync(join(__dirname, '..', '..', 'src', 'app', 'start-app.tsx'), 'utf8');

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

/** Runs the file as the browser would: a classic script in the page. */
function runLoader() {
  const element = document.createElement('script');
  element.textContent = source;
  document.body.appendChild(element);
  element.remove();
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.getAttribute('src')} ${element.crossOrigin}`
        : `preload ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
  );

describe('public/load-app.js', () => {
  let frames: FrameRequestCallback[];
  // What each run registers on the document, undone after the test.
  const cleanups: (() => void)[] = [];

  it('waits for the same attributes start-app.tsx sets', () => {
    for (const [name, value] of [
      ['APP_STARTED_ATTRIBUTE', APP_STARTED_ATTRIBUTE],
      ['APP_READY_ATTRIBUTE', APP_READY_ATTRIBUTE],
    ]) {
      expect(startApp).toContain(`${name} = '${value}'`);
      expect(source).toContain(`'${value}'`);
    }
  });

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    setVisibility('visible');
    const addEventListener = document.addEventListener.bind(document);
    jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      addEventListener(type, listener, options);
      cleanups.push(() => document.removeEventListener(type, listener, options));
    });
    const observe = MutationObserver.prototype.observe;
    jest.spyOn(MutationObserver.prototype, 'observe').mockImplementation(function (
      this: MutationObserver,
      target,
      options,
    ) {
      observe.call(this, target, options);
      cleanups.push(() => this.disconnect());
    });
    document.head.innerHTML =
      `<meta name="${SCRIPTS_META_NAME}" ` +
      'content="/assets/index-1.js /assets/vendor-2.js  /assets/home-3.js">';
  });

  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    document.body.innerHTML = '';
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('waits for the frame after the first paint, then preloads everything and runs the entry', () => {
    runLoader();
    expect(added()).toEqual([]);
    frames.forEach((callback) => callback(0)); // the animation frame: the paint comes after it
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      'preload /assets/vendor-2.js anonymous',
      'preload /assets/home-3.js anonymous',
      'script /assets/index-1.js anonymous',
    ]);
  });

  it('starts once, whichever of the frame and the safety timer comes first', () => {
    runLoader();
    jest.advanceTimersByTime(1000); // no frame at all
    expect(added()).toHaveLength(3);
    frames.forEach((callback) => callback(0));
    jest.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  it('starts at once in a tab opened in the background (it paints no frames)', () => {
    setVisibility('hidden');
    runLoader();
    expect(added()).toEqual([
      'preload /assets/vendor-2.js anonymous',
      'preload /assets/home-3.js anonymous',
      'script /assets/index-1.js anonymous',
    ]);
    expect(frames).toEqual([]);
  });

  it('holds a submission nothing handled until the app has hydrated, then makes it once', async () => {
    runLoader();
    document.body.innerHTML = '<form><input name="email" value="a@b.test"></form>';
    const form = document.querySelector('form')!;
    const submitted = jest.fn();
    jest.spyOn(form, 'requestSubmit').mockImplementation(submitted);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // no native GET with the fields in the URL
    // Enter pressed again while nothing seems to happen: still one submission.
    const again = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(true);
    // React listens but has not hydrated: it would not run the form's handler yet.
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    await Promise.resolve(); // the observer's record
    expect(submitted).not.toHaveBeenCalled();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await Promise.resolve();
    expect(submitted).toHaveBeenCalledTimes(1);
    // Once hydrated, submissions are the app's: left alone, and not made again.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, 'again');
    await Promise.resolve();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a submission the page handled (prevented) before the app was ready', async () => {
    runLoader();
    document.body.innerHTML = '<form></form>';
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (event) => event.preventDefault());
    const submitted = jest.fn();
    jest.spyOn(form, 'requestSubmit').mockImplementation(submitted);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    await Promise.resolve();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('replays the clicks on buttons made before React listens, in order, not those on links', async () => {
    runLoader();
    document.body.innerHTML =
      '<button type="button" id="a">A</button><button type="button" id="b"><span>B</span></button>' +
      '<a href="#x" id="link">x</a>';
    const order: string[] = [];
    document.querySelector('#b span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('#a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('#link')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.addEventListener('click', (event) => order.push((event.target as Element).id));
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    await Promise.resolve();
    expect(order).toEqual(['b', 'a']);
    document.querySelector('#a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(order).toEqual(['b', 'a', 'a']);
  });

  it('does nothing in a document without the list (the SPA shells load their own scripts)', () => {
    document.head.innerHTML = '';
    runLoader();
    jest.runAllTimers();
    expect(added()).toEqual([]);
  });
});
