import type { Generated } from 'kysely';

/** One sign-in, failed attempt or sensitive change of a member (migration 0021). */
export interface SecurityLogTable {
  seq: Generated<string>;
  member_id: string;
  kind: string;
  occurred_at: Generated<Date>;
  ip: string | null;
  user_agent: string | null;
  details: Generated<unknown>;
}

/** The single-use "this wasn't me" link of a security mail; only its hash is kept. */
export interface SecurityNotMeLinksTable {
  id: Generated<string>;
  member_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** The member's IANA time zone, for the log, the deliveries log and mails. */
export interface MemberTimeZonesTable {
  member_id: string;
  time_zone: string;
  updated_at: Generated<Date>;
}

export interface SecurityLogTables {
  security_log: SecurityLogTable;
  security_not_me_links: SecurityNotMeLinksTable;
  member_time_zones: MemberTimeZonesTable;
}
