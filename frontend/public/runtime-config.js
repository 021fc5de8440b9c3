// Development default. The web container overwrites this file at start from its environment
// (TELEMETRY_ENABLED, RECAPTCHA_SITE_KEY, …) so one build serves every environment.
window.__RUNTIME_CONFIG__ = window.__RUNTIME_CONFIG__ || {
  telemetryEnabled: '',
  recaptchaSiteKey: '',
  analyticsUrl: '',
  tagManagerUrl: '',
  adsConversionId: '',
  iconServiceUrl: '',
  // The api's default RECAPTCHA_PROVIDER: its own script and tokens, no site key.
  recaptchaProvider: 'local',
};
