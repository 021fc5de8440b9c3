// What the auth module shares with other modules besides AuthModule (auth.module.ts, which exports
// AUTH_PROVIDER, AuthSessionService, ReentryLimiter and RememberedBrowsers for injection), its port (auth-provider.port.ts)
// and its types (auth.types.ts). Another module imports these from here, never from the files
// themselves (eslint.config.mjs, backend boundaries).
export { AuthSessionService } from './auth-session.service';
export { authErrors } from './auth.errors';
export { DISPLAY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, NormalizeEmail, Trim } from './dto/fields';
export { ReentryLimiter } from './limits/reentry-limiter';
export { PASSWORD_MAX_LENGTH } from './password/password-policy';
export { RememberedBrowsers } from './second-factor/remembered-browsers';
