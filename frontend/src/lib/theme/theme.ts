// Design tokens for styled-components. Primary is green and grays are "cool" (the spec's defaults).
export type ColorMode = 'light' | 'dark';

// Not `as const`: literal colour types would make darkTheme unassignable to AppTheme.
const green = {
  50: '#f0fdf4',
  100: '#dcfce7',
  400: '#4ade80',
  500: '#22c55e',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
};

const coolGray = {
  50: '#f9fafb',
  100: '#f3f4f6',
  200: '#e5e7eb',
  300: '#d1d5db',
  400: '#9ca3af',
  500: '#6b7280',
  600: '#4b5563',
  700: '#374151',
  800: '#1f2937',
  900: '#111827',
  950: '#030712',
};

const shared = {
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  space: (n: number): string => `${n * 4}px`,
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1120px', headerHeight: '64px' },
  zIndex: { header: 10, overlay: 50, toast: 60, loadingBar: 70, themeSelector: 40 },
};

export const lightTheme = {
  ...shared,
  mode: 'light' as ColorMode,
  colors: {
    bg: '#ffffff',
    bgElevated: '#ffffff',
    bgMuted: coolGray[50],
    bgSubtle: coolGray[100],
    text: coolGray[900],
    textMuted: coolGray[600],
    border: coolGray[200],
    borderStrong: coolGray[300],
    // green-700: white text on it is 5.0:1 (WCAG AA); green-600 was 3.3:1 and failed axe.
    primary: green[700],
    primaryHover: green[800],
    primarySoft: green[50],
    primaryText: '#ffffff',
    link: green[700],
    // red-700: 5.9:1 on dangerSoft and 6.5:1 under white text (red-600 was 4.4:1 on soft backgrounds).
    danger: '#b91c1c',
    dangerSoft: '#fef2f2',
    warning: '#b45309',
    warningSoft: '#fffbeb',
    success: green[700],
    focus: green[500],
    codeBg: coolGray[100],
    info: '#1d4ed8',
    onDanger: '#ffffff',
    headerBg: 'rgba(255, 255, 255, 0.85)',
    frameBorder: '#0b1220',
  },
  shadows: {
    sm: '0 1px 2px rgba(17, 24, 39, 0.06)',
    md: '0 4px 12px rgba(17, 24, 39, 0.08)',
    lg: '0 12px 32px rgba(17, 24, 39, 0.12)',
  },
};

export type AppTheme = typeof lightTheme;

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: coolGray[950],
    bgElevated: coolGray[900],
    bgMuted: coolGray[900],
    bgSubtle: coolGray[800],
    text: coolGray[100],
    textMuted: coolGray[400],
    border: coolGray[800],
    borderStrong: coolGray[700],
    primary: green[500],
    primaryHover: green[400],
    primarySoft: 'rgba(34, 197, 94, 0.12)',
    primaryText: coolGray[950],
    link: green[400],
    danger: '#f87171',
    dangerSoft: 'rgba(248, 113, 113, 0.12)',
    warning: '#fbbf24',
    warningSoft: 'rgba(251, 191, 36, 0.12)',
    success: green[400],
    focus: green[400],
    codeBg: coolGray[900],
    info: '#60a5fa',
    onDanger: coolGray[950],
    headerBg: 'rgba(3, 7, 18, 0.85)',
    frameBorder: coolGray[700],
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};

type Tokens = Record<string, string>;

const variableName = (group: string, key: string) =>
  `--tr-${group}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

function asVariables<T extends Tokens>(group: string, tokens: T): T {
  const result: Tokens = {};
  for (const key of Object.keys(tokens)) result[key] = `var(${variableName(group, key)})`;
  return result as T;
}

/** The custom properties of one mode: `--tr-color-bg: #ffffff; …`. */
export function themeVariables(theme: AppTheme): string {
  return [
    ...Object.entries(theme.colors).map(
      ([key, value]) => `${variableName('color', key)}: ${value};`,
    ),
    ...Object.entries(theme.shadows).map(
      ([key, value]) => `${variableName('shadow', key)}: ${value};`,
    ),
  ].join('\n');
}

/**
 * What components read: every colour and shadow is a CSS custom property that GlobalStyle defines
 * for light on :root and for dark on html[data-theme='dark']. Prerendered HTML is built without
 * knowing the visitor's mode; /color-mode.js sets data-theme before the first paint, so a dark-mode
 * visitor sees dark from the first frame, and the styles are the same in both modes (no class
 * swap after hydration).
 */
export const variableThemes: Record<ColorMode, AppTheme> = {
  light: {
    ...lightTheme,
    colors: asVariables('color', lightTheme.colors),
    shadows: asVariables('shadow', lightTheme.shadows),
  },
  dark: {
    ...darkTheme,
    colors: asVariables('color', darkTheme.colors),
    shadows: asVariables('shadow', darkTheme.shadows),
  },
};
