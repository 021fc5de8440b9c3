import { issueLocalRecaptchaToken } from '@tickrelay/contracts/endpoints/recaptcha.endpoints';

/**
 * The script served at GET /api/recaptcha/local.js: the part of Google's `window.grecaptcha` the
 * SPA uses (ready, execute(siteKey, {action}) → a promise of a token), the token asked of this
 * site's api. Plain ES5 with no inline code in the page, so the CSP's script-src 'self' covers it.
 */
export const LOCAL_RECAPTCHA_SCRIPT = `// TickRelay's local reCAPTCHA v3 (RECAPTCHA_PROVIDER=local): Google's grecaptcha interface with
// tokens signed by this site's api. It tells nothing about who asks: for development and tests.
(function () {
  'use strict';
  var tokenPath = ${JSON.stringify(issueLocalRecaptchaToken.path)};
  function execute(siteKey, options) {
    var action = options && typeof options.action === 'string' ? options.action : '';
    return fetch(tokenPath, {
      method: ${JSON.stringify(issueLocalRecaptchaToken.method)},
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ action: action })
    })
      .then(function (response) {
        if (!response.ok) throw new Error('local reCAPTCHA: HTTP ' + response.status);
        return response.json();
      })
      .then(function (body) {
        if (!body || typeof body.token !== 'string') throw new Error('local reCAPTCHA: no token');
        return body.token;
      });
  }
  function ready(callback) {
    Promise.resolve().then(callback);
  }
  window.grecaptcha = { ready: ready, execute: execute };
})();
`;
