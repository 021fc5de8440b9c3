// The local reCAPTCHA v3 provider (RECAPTCHA_PROVIDER=local, the default): the api serves a script
// that defines the same window.grecaptcha as Google's, whose execute() asks the api for a token.
// Both answer 404 NOT_FOUND with RECAPTCHA_PROVIDER=google.
import { endpoint } from './endpoint';

/**
 * The script (JavaScript, not JSON) the SPA loads instead of Google's api.js: `grecaptcha.ready`
 * and `grecaptcha.execute(siteKey, { action })`, the site key ignored.
 */
export const localRecaptchaScript = endpoint<{ response: string }>()({
  method: 'GET',
  path: '/api/recaptcha/local.js',
  status: 200,
});

/** Google's rule for an action name: letters, digits, slashes and underscores. */
export const RECAPTCHA_ACTION_PATTERN = /^[A-Za-z0-9/_]{1,100}$/;

export interface LocalRecaptchaTokenRequest {
  /** The action the token is for (e.g. renew_subscription); RECAPTCHA_ACTION_PATTERN. */
  action: string;
}

export interface LocalRecaptchaToken {
  /** Signed by the api, for this action and the page's host name; one use, within 2 minutes. */
  token: string;
}

/** What the local script's execute() calls; rate limited per client address. */
export const issueLocalRecaptchaToken = endpoint<{
  body: LocalRecaptchaTokenRequest;
  response: LocalRecaptchaToken;
}>()({
  method: 'POST',
  path: '/api/recaptcha/local/token',
  status: 200,
});
