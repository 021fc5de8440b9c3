import { Transform } from 'class-transformer';

/** Emails are compared and stored trimmed and lower-cased. */
export const NormalizeEmail = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const EMAIL_MAX_LENGTH = 254;
export const DISPLAY_NAME_MAX_LENGTH = 80;
/** Tokens are 43 base64url characters; anything much longer is not one of ours. */
export const TOKEN_MAX_LENGTH = 512;
