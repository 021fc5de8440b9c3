import { Toaster } from 'react-hot-toast';
import { useTheme } from 'styled-components';

/** Spec §9: a toast closes by itself after 5000 ms (paused while hovered). */
export const TOAST_DURATION_MS = 5000;

/**
 * The toast area. react-hot-toast pauses every toast's timer while the pointer is over the
 * stack and resumes it on leave (the Toaster's onMouseEnter/onMouseLeave), as the spec asks.
 */
export function AppToaster() {
  const theme = useTheme();
  return (
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
        error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.bgElevated } },
      }}
    />
  );
}
