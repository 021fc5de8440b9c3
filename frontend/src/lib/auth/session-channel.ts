// Where the tabs of this browser tell each other about the session (session-events.ts carries the
// events). Its own module, importing nothing, so the session bridge can listen on every page
// without loading the session store.

export const AUTH_CHANNEL_NAME = 'tickrelay-auth';
/** Fallback transport: written then removed at once, so nothing lingers in the storage. */
export const AUTH_EVENT_STORAGE_KEY = 'tickrelay-auth-event';
