import type { Locale } from '@tickrelay/contracts/locales';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  display_name: string;
  locale: Locale;
  /** Null until the address is confirmed: the credential comes from the confirmed sign-up. */
  password_hash: string | null;
  email_confirmed_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface AuthTokensTable {
  id: Generated<string>;
  session_id: string;
  access_hash: string;
  access_expires_at: ColumnType<Date, Date | string, Date | string>;
  refresh_hash: string;
  created_at: Generated<Date>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export const ONE_TIME_TOKEN_PURPOSES = ['email_confirmation', 'password_recovery'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export interface AuthOneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeTokenPurpose;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Confirmation links only: the credential and profile of the sign-up that asked for the link. */
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
}

/** What a sign-up leaves for its confirmation link to apply. */
export interface PendingSignUp {
  passwordHash: string;
  displayName: string;
  locale: Locale;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type AuthSessionRow = Selectable<AuthSessionsTable>;
export type OneTimeTokenRow = Selectable<AuthOneTimeTokensTable>;

/** A pending or done email change of a local account (migration 0021); links kept as hashes. */
export interface EmailChangesTable {
  id: Generated<string>;
  user_id: string;
  old_email: string;
  new_email: string;
  created_at: Generated<Date>;
  confirm_hash: string;
  confirm_expires_at: Date;
  confirmed_at: Date | null;
  undo_hash: string | null;
  undo_expires_at: Date | null;
  undone_at: Date | null;
  superseded_at: Date | null;
}
