import { useEffect } from 'react';
import { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';
import { useTheme } from 'styled-components';

import { TOAST_DEFAULT_TIMEOUT_MS } from '@/lib/toast/notify';
import { ToastCard } from '@/lib/toast/toast-card';
import { syncToasts, toastOptionsOf } from '@/lib/toast/toast-registry';

/** Spec §9: a toast closes by itself after 5000 ms (paused while hovered). */
export const TOAST_DURATION_MS = TOAST_DEFAULT_TIMEOUT_MS;

/** Tells the registry which notify() toasts are still open, so each callback runs once on close. */
function ToastCloseWatcher() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    syncToasts(new Map(toasts.map((toast) => [toast.id, toast.visible])));
  }, [toasts]);
  return null;
}

/**
 * The toast area. react-hot-toast pauses every toast's timer while the pointer is over the
 * stack and resumes it on leave (the Toaster's onMouseEnter/onMouseLeave), as the spec asks.
 * notify() toasts (notifySuccess/notifyError included: every toast the app shows) render as our
 * card, with its close button and colour; a plain toast() of the library would keep its bar.
 */
export function AppToaster() {
  const theme = useTheme();
  return (
    <>
      <ToastCloseWatcher />
      <Toaster
        position="top-right"
        gutter={10}
        containerStyle={{ top: 72, zIndex: theme.zIndex.toast }}
        toastOptions={{
          duration: TOAST_DURATION_MS,
          style: {
            maxWidth: 420,
            padding: '10px 14px',
            color: theme.colors.text,
            background: theme.colors.bgElevated,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            boxShadow: theme.shadows.lg,
            fontSize: '0.9375rem',
          },
          success: {
            iconTheme: { primary: theme.colors.success, secondary: theme.colors.bgElevated },
          },
          error: {
            iconTheme: { primary: theme.colors.danger, secondary: theme.colors.bgElevated },
          },
        }}
      >
        {(toast) => {
          const options = toastOptionsOf(toast.id);
          return options ? (
            <ToastCard toast={toast} options={options} />
          ) : (
            <ToastBar toast={toast} />
          );
        }}
      </Toaster>
    </>
  );
}
