/** How long a field pointed at from an issue stays outlined. */
const HIGHLIGHT_MS = 4000;

/**
 * Focuses the form control an issue points at and outlines it for a moment, once the form has
 * rendered the loaded message (the control may only appear with it: an exit's input, a price).
 */
export function focusField(selector: string): void {
  window.setTimeout(() => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
    element.setAttribute('data-highlight', 'true');
    window.setTimeout(() => element.removeAttribute('data-highlight'), HIGHLIGHT_MS);
  }, 0);
}
