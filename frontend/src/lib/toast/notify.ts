// The app's toast API: notify({ title, … }) returns the id, dismiss(id) closes it. Rendering is
// react-hot-toast's Toaster with our card (app/app-toaster.tsx, a lazy chunk): this module is only
// the library's small store plus the registry, so calling it costs a page nothing.
import toast from 'react-hot-toast';

import { markAllToastsClosed, markToastClosed, registerToast } from './toast-registry';
import type { NotifyOptions, ToastColor } from './toast-types';

/** Spec §9. */
export const TOAST_DEFAULT_TIMEOUT_MS = 5000;

let counter = 0;

/** Errors and warnings interrupt a screen reader (role=alert); the others wait their turn. */
export function isUrgent(color: ToastColor | undefined): boolean {
  return color === 'error' || color === 'warning';
}

export function notify(options: NotifyOptions): string {
  counter += 1;
  const id = options.id ?? `toast-${Date.now().toString(36)}-${counter}`;
  const timeout = options.timeout ?? TOAST_DEFAULT_TIMEOUT_MS;
  registerToast(id, { ...options, id });
  // The message itself is rendered from the registry by the toaster's card.
  return toast(options.title, {
    id,
    duration: timeout > 0 ? timeout : Infinity,
    ariaProps: isUrgent(options.color)
      ? { role: 'alert', 'aria-live': 'assertive' }
      : { role: 'status', 'aria-live': 'polite' },
  });
}

/** A confirmation: notify() in the success colour, with a check mark (options: id, timeout…). */
export const notifySuccess = (title: string, options: Omit<NotifyOptions, 'title'> = {}): string =>
  notify({ icon: '✓', ...options, title, color: 'success' });

/** A failure the visitor should read: notify() in the error colour, read out at once. */
export const notifyError = (title: string, options: Omit<NotifyOptions, 'title'> = {}): string =>
  notify({ icon: '!', ...options, title, color: 'error' });

/** Closes one toast (its callback runs once), or every toast without an id. */
export function dismiss(id?: string): void {
  toast.dismiss(id);
  // The toaster may not be mounted yet (it loads after the first interaction): call back now.
  if (id) markToastClosed(id);
  else markAllToastsClosed();
}
