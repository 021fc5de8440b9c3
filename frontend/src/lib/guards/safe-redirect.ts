/**
 * A `?redirect=` value is followed only when it is a path of this site: an absolute path that is
 * not protocol-relative ('//evil.example') nor a backslash trick ('/\evil.example').
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  try {
    const url = new URL(value, 'https://app.invalid');
    return url.origin === 'https://app.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
