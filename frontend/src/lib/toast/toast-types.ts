import type { ReactNode } from 'react';

/** Colour variants from the theme. */
export const TOAST_COLORS = ['primary', 'success', 'warning', 'error', 'info', 'neutral'] as const;
export type ToastColor = (typeof TOAST_COLORS)[number];

export interface ToastAction {
  label: string;
  onClick?: () => void;
  /** Default true: the toast closes after the action ran. */
  closes?: boolean;
}

export interface ToastAvatar {
  src: string;
  /** '' when the image only decorates (the title says who). */
  alt: string;
}

/** Spec §3's toast fields. */
export interface NotifyOptions {
  /** Reusing an open toast's id updates it instead of stacking a new one. */
  id?: string;
  title: string;
  description?: string;
  /** Shown before the text (an emoji or an icon element); ignored when there is an avatar. */
  icon?: ReactNode;
  avatar?: ToastAvatar;
  /** Default true. */
  closeButton?: boolean;
  /** ms before it closes by itself (paused while hovered); default 5000; 0 = stays until closed. */
  timeout?: number;
  actions?: ToastAction[];
  /** Called once when the toast closes, whatever closed it. */
  callback?: () => void;
  /** Default 'neutral'. */
  color?: ToastColor;
  /** Makes the toast's text a button. */
  click?: (id: string) => void;
}
