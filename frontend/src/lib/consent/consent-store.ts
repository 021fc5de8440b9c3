// The visitor's consent to analytics and advertising (GDPR, CNIL guidance): nothing is granted
// until they choose; the choice is kept in localStorage with its date and asked again after six
// months. A tiny external store, so the shell can read it without loading the banner's code.

export type ConsentPurpose = 'analytics' | 'advertising';
export type ConsentPurposes = Record<ConsentPurpose, boolean>;

export interface ConsentChoice extends ConsentPurposes {
  /** ISO date-time of the decision; the choice expires CONSENT_LIFETIME_MONTHS after it. */
  decidedAt: string;
}

export interface ConsentState {
  /** null: no valid decision (never asked, expired, or unreadable). */
  choice: ConsentChoice | null;
  /** The visitor reopened the banner from "Cookie settings". */
  settingsOpen: boolean;
}

export const CONSENT_STORAGE_KEY = 'tickrelay_consent';
/** The CNIL's recommended maximum lifetime of a consent (or a refusal) before asking again. */
export const CONSENT_LIFETIME_MONTHS = 6;
const VERSION = 1;

export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime());
  expiry.setMonth(expiry.getMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: ask on every visit, grant nothing
  }
}

/** The stored choice when it is well formed and younger than six months; otherwise null. */
export function readStoredConsent(now: Date = new Date()): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> & { version?: unknown };
    const decidedAt = typeof value.decidedAt === 'string' ? new Date(value.decidedAt) : null;
    if (
      value.version !== VERSION ||
      typeof value.analytics !== 'boolean' ||
      typeof value.advertising !== 'boolean' ||
      !decidedAt ||
      Number.isNaN(decidedAt.getTime()) ||
      decidedAt.getTime() > now.getTime() + 60_000 ||
      consentExpiry(decidedAt).getTime() <= now.getTime()
    ) {
      storage()?.removeItem(CONSENT_STORAGE_KEY);
      return null;
    }
    return {
      analytics: value.analytics,
      advertising: value.advertising,
      decidedAt: decidedAt.toISOString(),
    };
  } catch {
    storage()?.removeItem(CONSENT_STORAGE_KEY);
    return null;
  }
}

const listeners = new Set<() => void>();
let state: ConsentState = { choice: null, settingsOpen: false };
let initialised = false;

function emit(next: ConsentState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function ensureInitialised(): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  state = { choice: readStoredConsent(), settingsOpen: false };
  // Another tab decided (or withdrew): follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    emit({ ...state, choice: readStoredConsent() });
  });
}

export function getConsentState(): ConsentState {
  ensureInitialised();
  return state;
}

/** Server render and prerender: no decision known, banner closed. */
const serverState: ConsentState = { choice: null, settingsOpen: false };
export function getServerConsentState(): ConsentState {
  return serverState;
}

export function subscribeToConsent(listener: () => void): () => void {
  ensureInitialised();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the choice with today's date and closes the banner. */
export function saveConsent(purposes: ConsentPurposes, now: Date = new Date()): ConsentChoice {
  ensureInitialised();
  const choice: ConsentChoice = {
    analytics: purposes.analytics,
    advertising: purposes.advertising,
    decidedAt: now.toISOString(),
  };
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: VERSION, ...choice }));
  } catch {
    // Full or blocked storage: the choice holds for this page only.
  }
  emit({ choice, settingsOpen: false });
  return choice;
}

export function openConsentSettings(): void {
  ensureInitialised();
  emit({ ...state, settingsOpen: true });
}

export function closeConsentSettings(): void {
  ensureInitialised();
  if (state.settingsOpen) emit({ ...state, settingsOpen: false });
}

/** What is granted right now: nothing without a valid decision. */
export function grantedPurposes(choice: ConsentChoice | null = getConsentState().choice) {
  return { analytics: choice?.analytics === true, advertising: choice?.advertising === true };
}

/** Tests only: forget the module state (the stored value is the test's business). */
export function resetConsentStoreForTests(): void {
  initialised = false;
  state = { choice: null, settingsOpen: false };
  listeners.clear();
}
