// The Discord webhook URLs a member may give: Discord's own hosts and the Execute Webhook path,
// nothing else, so a "discord" destination can never point anywhere but Discord (the real
// adapter keeps only the id and token and sends them to DISCORD_API_ORIGIN).

export const DISCORD_WEBHOOK_HOSTS: ReadonlySet<string> = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
]);

export interface DiscordWebhook {
  /** The webhook's snowflake id. */
  id: string;
  /** The webhook's secret token. */
  token: string;
}

const PATH = /^\/api\/webhooks\/(\d{17,20})\/([A-Za-z0-9_-]{20,200})$/;

/**
 * The id and token of `https://{discord.com|discordapp.com|ptb.discord.com|canary.discord.com}
 * /api/webhooks/{id}/{token}`, or null for anything else (another host, a port, credentials, a
 * query, a fragment, another path).
 */
export function parseDiscordWebhookUrl(value: string): DiscordWebhook | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const plain =
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    url.search === '' &&
    url.hash === '' &&
    DISCORD_WEBHOOK_HOSTS.has(url.hostname);
  const match = plain ? PATH.exec(url.pathname) : null;
  if (!match) return null;
  const [, id = '', token = ''] = match;
  return { id, token };
}

export function isDiscordWebhookUrl(value: unknown): boolean {
  return typeof value === 'string' && parseDiscordWebhookUrl(value) !== null;
}

/** What DestinationView.target shows: the id, never the token. */
export function discordWebhookDisplay(webhook: DiscordWebhook): string {
  return `discord.com/api/webhooks/${webhook.id}/…`;
}
