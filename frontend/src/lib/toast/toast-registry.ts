// What notify() was given, per toast id. react-hot-toast keeps the toast's life (timer, pause on
// hover, dismissal); this keeps our fields, so the card that renders them lives in the lazily
// loaded toaster chunk and not in every caller's. It also guarantees `callback` runs exactly once.
import type { NotifyOptions } from './toast-types';

interface Entry {
  options: NotifyOptions;
  /** The toaster has rendered it: from now on, leaving the store means it closed. */
  shown: boolean;
  closed: boolean;
}

const entries = new Map<string, Entry>();

export function registerToast(id: string, options: NotifyOptions): void {
  const previous = entries.get(id);
  // Same id again = an update of a toast still open: its state carries over.
  entries.set(id, { options, shown: previous?.shown ?? false, closed: false });
}

export function toastOptionsOf(id: string): NotifyOptions | undefined {
  return entries.get(id)?.options;
}

/** Runs the toast's callback if it has not run yet; `forget` drops the entry too. */
export function markToastClosed(id: string, forget = false): void {
  const entry = entries.get(id);
  if (!entry) return;
  if (forget) entries.delete(id);
  if (entry.closed) return;
  entry.closed = true;
  try {
    entry.options.callback?.();
  } catch (error) {
    console.error('[toast] callback failed', error);
  }
}

export function markAllToastsClosed(): void {
  for (const id of entries.keys()) markToastClosed(id);
}

/**
 * Called by the toaster with the ids in its store and which of them are visible: a shown toast
 * that is no longer visible has closed (timeout, close button, action, dismiss); one that left
 * the store is forgotten.
 */
export function syncToasts(present: ReadonlyMap<string, boolean>): void {
  for (const [id, entry] of entries) {
    const visible = present.get(id);
    if (visible) entry.shown = true;
    else if (entry.shown || visible === false) markToastClosed(id, visible === undefined);
  }
}

/** Tests only. */
export function clearToastRegistry(): void {
  entries.clear();
}
