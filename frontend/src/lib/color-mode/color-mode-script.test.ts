import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// public/color-mode.js runs before the app to avoid a flash of the wrong theme.
const script = readFileSync(join(__dirname, '..', '..', '..', 'public', 'color-mode.js'), 'utf8');

function runWith(stored: string | null, systemDark: boolean) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem('nuxt-color-mode', stored);
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
  })) as unknown as typeof window.matchMedia;
  document.documentElement.removeAttribute('data-theme');
  // Run the file as the browser would: a classic script in the page.
  const element = document.createElement('script');
  element.textContent = script;
  document.head.appendChild(element);
  element.remove();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    scheme: document.documentElement.style.colorScheme,
  };
}

describe('public/color-mode.js', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['bogus', true, 'dark'],
  ] as const)('stored %s, system dark %s → %s', (stored, systemDark, expected) => {
    expect(runWith(stored, systemDark)).toEqual({ theme: expected, scheme: expected });
  });
});
