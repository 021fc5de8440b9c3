// The token of an emailed link (/confirm?token=…, /update-password?token=… or a PKCE ?code=, and
// their /fr pages) must leave the address bar before anything can read or send it: the first page
// view, the ad conversion and third-party tags all read location.href, and the browser would put
// the URL in the Referer of every later request. So the entry takes it out of the URL before the
// router exists, and the page gets it from here instead.
import { stripLocale } from '@tickrelay/contracts/locale-path';
import { routePaths } from '@tickrelay/contracts/routes';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const LINK_PAGES: readonly string[] = [
  routePaths.confirm,
  routePaths.updatePassword,
  routePaths.notMe,
  routePaths.emailChangeConfirm,
  routePaths.emailChangeUndo,
];
/** Where a link's token can be, first match wins: ours, then an authorisation code. */
const QUERY_KEYS = ['token', 'code'];
/** An implicit-flow recovery link (Supabase) puts its tokens in the fragment. */
const HASH_KEYS = ['access_token', 'refresh_token'];

/** Kept in the history entry (location.state): survives a reload, never in a URL or a log. */
export interface LinkTokenState {
  linkToken?: string;
}

export interface SplitLink {
  token: string | null;
  /** The query and fragment without the token parameters ('' when nothing is left). */
  search: string;
  hash: string;
}

/** The token of a link's query or fragment, and what the URL is without it. */
export function splitLinkToken(search: string, hash: string): SplitLink {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token =
    QUERY_KEYS.map((key) => query.get(key)).find(Boolean) ?? fragment.get('access_token') ?? null;
  QUERY_KEYS.forEach((key) => query.delete(key));
  const fragmentHasToken = HASH_KEYS.some((key) => fragment.has(key));
  HASH_KEYS.forEach((key) => fragment.delete(key));
  const rest = query.toString();
  const restHash = fragmentHasToken ? fragment.toString() : hash.replace(/^#/, '');
  return { token, search: rest ? `?${rest}` : '', hash: restHash ? `#${restHash}` : '' };
}

const isLinkPage = (pathname: string) => LINK_PAGES.includes(stripLocale(pathname));

let captured: { page: string; token: string } | null = null;

/**
 * Called by the entry before the router is created (so before any telemetry or tag): moves the
 * token of an emailed link out of the address bar into memory. True when it did.
 */
export function captureLinkToken(win: Window = window): boolean {
  const { pathname, search, hash } = win.location;
  if (!isLinkPage(pathname)) return false;
  const link = splitLinkToken(search, hash);
  if (!link.token) return false;
  captured = { page: stripLocale(pathname), token: link.token };
  win.history.replaceState(win.history.state, '', `${pathname}${link.search}${link.hash}`);
  return true;
}

/** For tests: forget a captured token. */
export function resetLinkToken(): void {
  captured = null;
}

/**
 * The token of the emailed link this page was opened with. It comes from the entry's capture,
 * from the history entry (after a reload or a change of language), or from the URL when the
 * page was reached without a full load; in that last case the URL loses it at once, before the
 * page's first paint. The token then lives in the history entry's state only.
 */
export function useLinkToken(): string | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  const page = stripLocale(location.pathname);
  const onLinkPage = isLinkPage(location.pathname);
  const state = (location.state ?? null) as LinkTokenState | null;
  const inUrl = onLinkPage ? splitLinkToken(location.search, location.hash) : null;
  const fromBoot = onLinkPage && captured?.page === page ? captured.token : null;
  const token = inUrl?.token ?? state?.linkToken ?? fromBoot ?? undefined;
  const move = Boolean(inUrl?.token) || (fromBoot !== null && state?.linkToken !== fromBoot);

  useLayoutEffect(() => {
    if (!move || !token) return;
    captured = null;
    void navigate(
      { pathname: location.pathname, search: inUrl?.search ?? '', hash: inUrl?.hash ?? '' },
      { replace: true, state: { ...state, linkToken: token } satisfies LinkTokenState },
    );
    // Only a new token (or a new entry) needs moving; the other values follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [move, token, location.key]);

  return token;
}
