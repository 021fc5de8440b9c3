import { IsIn, IsString, Matches, ValidateIf } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { parsePrivateTargets } from '../../common/net/private-targets';
import { BaseVariables } from '../../config/base.variables';
import { RealInProduction } from '../../config/production-stand-ins';
import { IntRange } from '../../config/validators/int-range';
import { IsPrivateTargetList } from '../../config/validators/private-targets';
import { IsApiOrigin } from '../../config/validators/url';

export const DISCORD_PROVIDERS = ['local', 'discord'] as const;
export const TELEGRAM_PROVIDERS = ['local', 'telegram'] as const;

/** Relays to members' HTTPS endpoints, Discord and Telegram (issue 11); in /.env.example. */
export class DestinationsVariables extends BaseVariables {
  // Private address:port pairs relays may reach anyway (comma-separated; IPv6 in brackets). For
  // tests and local development only (a receiver on this machine): each pair is a hole in the
  // SSRF refusal, and the boot log warns while it is set. Empty in production.
  @IsPrivateTargetList()
  RELAY_ALLOWED_PRIVATE_TARGETS = '';

  // A PEM file of extra CA certificates trusted for destinations' TLS besides Node's roots (a
  // company CA; the tests' self-signed certificate). Empty: Node's roots only.
  @IsString()
  RELAY_CA_FILE = '';

  // How many of one member's relay attempts run at once across every worker process (their share
  // of the relays consumer; a job of a member at it waits, deferred without spending an attempt).
  // 0: a quarter of one worker's relays concurrency (max(8, WORKER_CONCURRENCY × 4)), at least 2.
  @IntRange(0, 1000, '0: a quarter of the relays concurrency')
  RELAY_MEMBER_CONCURRENCY = 0;

  // How many of one member's relays may be outstanding (queued, running or waiting for a retry)
  // at once. Past it a delivery's relays are not queued but logged failed RELAY_BACKLOG_MEMBER:
  // one member's hanging destinations never fill the relays queue up to QUEUE_BACKLOG_MAX, where
  // everyone's relays would be refused.
  @IntRange(10, 100000)
  RELAY_MEMBER_BACKLOG_MAX = 500;

  // local: Discord messages stay on this machine (a capped Redis list per webhook, and the log)
  // and count as sent; discord: Discord's Execute Webhook at DISCORD_API_ORIGIN.
  // Refused in production unless ALLOW_LOCAL_STAND_INS lists discord.
  @IsIn(DISCORD_PROVIDERS, { message: `must be one of ${DISCORD_PROVIDERS.join(', ')}` })
  @RealInProduction('DISCORD_PROVIDER')
  DISCORD_PROVIDER: (typeof DISCORD_PROVIDERS)[number] = 'local';

  // Where webhooks are executed (the member's URL keeps only its id and token): trusted as the
  // operator's, so it may be private or http (a stub in tests); https in production.
  @IsApiOrigin()
  DISCORD_API_ORIGIN = 'https://discord.com';

  // local: Telegram messages stay on this machine (a capped Redis list per chat, and the log) and
  // count as sent; telegram: the platform's bot (TELEGRAM_BOT_TOKEN) through the Bot API.
  // Refused in production unless ALLOW_LOCAL_STAND_INS lists telegram.
  @IsIn(TELEGRAM_PROVIDERS, { message: `must be one of ${TELEGRAM_PROVIDERS.join(', ')}` })
  @RealInProduction('TELEGRAM_PROVIDER')
  TELEGRAM_PROVIDER: (typeof TELEGRAM_PROVIDERS)[number] = 'local';

  // The Bot API's origin, trusted as the operator's like DISCORD_API_ORIGIN.
  @IsApiOrigin()
  TELEGRAM_API_ORIGIN = 'https://api.telegram.org';

  // The bot's token from @BotFather (123456789:AA…); required with TELEGRAM_PROVIDER=telegram.
  @ValidateIf(
    (env: DestinationsVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_BOT_TOKEN !== '',
  )
  @Matches(/^\d{1,20}:[A-Za-z0-9_-]{30,100}$/, {
    message:
      'must be a bot token from @BotFather (123456789:AA…) when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_BOT_TOKEN = '';

  // The bot's @username without the @, shown to members ("start a chat with @…"); required with
  // TELEGRAM_PROVIDER=telegram.
  @ValidateIf(
    (env: DestinationsVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_BOT_USERNAME !== '',
  )
  @Matches(/^[A-Za-z][A-Za-z0-9_]{1,29}[Bb][Oo][Tt]$/, {
    message:
      'must be the bot\'s username (5-32 letters, digits or "_", ending in "bot") when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_BOT_USERNAME = '';

  // The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every update it POSTs
  // to /api/telegram/updates (setWebhook's secret_token: 1-256 of A-Z a-z 0-9 _ -). The bot's
  // `/start <code>` updates link members' chats, so an update without it is refused. Required
  // with TELEGRAM_PROVIDER=telegram; empty otherwise: the route answers 404.
  @ValidateIf(
    (env: DestinationsVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_WEBHOOK_SECRET !== '',
  )
  @Matches(/^[A-Za-z0-9_-]{32,256}$/, {
    message:
      'must be 32-256 letters, digits, "_" or "-" (e.g. `openssl rand -hex 32`) when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_WEBHOOK_SECRET = '';
}

/** Relays to members' destinations (modules/destinations/senders, common/net). */
export interface RelaySettings {
  /** RELAY_ALLOWED_PRIVATE_TARGETS as parsePrivateTargets gives it (empty: none). */
  allowedPrivateTargets: ReadonlySet<string>;
  /** RELAY_CA_FILE: a PEM bundle trusted besides Node's roots; read at boot. */
  caFile: string | undefined;
  /** RELAY_MEMBER_CONCURRENCY; undefined (0): derived from the relays concurrency (relay-member-share.ts). */
  memberConcurrency: number | undefined;
  /** RELAY_MEMBER_BACKLOG_MAX: a member's outstanding relays at most (the dispatcher's cap). */
  memberBacklogMax: number;
  /** apiOrigin: an origin (https://discord.com), trusted as the operator's. */
  discord: { provider: DestinationsVariables['DISCORD_PROVIDER']; apiOrigin: string };
  telegram: {
    provider: DestinationsVariables['TELEGRAM_PROVIDER'];
    apiOrigin: string;
    /** Set with provider telegram (validated at boot). */
    botToken: string | undefined;
    /** Without the @; undefined when not configured. */
    botUsername: string | undefined;
    /** TELEGRAM_WEBHOOK_SECRET; undefined: no update is accepted. */
    webhookSecret: string | undefined;
  };
}

export function relaySettings(env: DestinationsVariables): RelaySettings {
  const privateTargets = parsePrivateTargets(env.RELAY_ALLOWED_PRIVATE_TARGETS);
  return {
    // Validated at boot: a string (a problem) never gets here.
    allowedPrivateTargets: typeof privateTargets === 'string' ? new Set() : privateTargets,
    caFile: env.RELAY_CA_FILE || undefined,
    memberConcurrency: env.RELAY_MEMBER_CONCURRENCY || undefined,
    memberBacklogMax: env.RELAY_MEMBER_BACKLOG_MAX,
    discord: {
      provider: env.DISCORD_PROVIDER,
      apiOrigin: new URL(env.DISCORD_API_ORIGIN).origin,
    },
    telegram: {
      provider: env.TELEGRAM_PROVIDER,
      apiOrigin: new URL(env.TELEGRAM_API_ORIGIN).origin,
      botToken: env.TELEGRAM_BOT_TOKEN || undefined,
      botUsername: env.TELEGRAM_BOT_USERNAME || undefined,
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || undefined,
    },
  };
}
