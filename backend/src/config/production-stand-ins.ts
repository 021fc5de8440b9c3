import { ValidateBy } from 'class-validator';

import type { BaseVariables } from './base.variables';

/**
 * Local stand-ins for the services production must really reach: each lets the product look as if
 * it worked while it does not (a relay counted as sent and never sent, a "Pay" button that takes
 * no money, a reCAPTCHA that passes every bot, a broker reached in clear text). NODE_ENV=production
 * refuses each one at boot unless ALLOW_LOCAL_STAND_INS names it (a demo), and then every boot of
 * the api and the worker says so in its log (StandInsWarning).
 */
export const STAND_INS = [
  'payments',
  'recaptcha',
  'discord',
  'telegram',
  'tradovate',
  'projectx',
] as const;
export type StandIn = (typeof STAND_INS)[number];

/** What the check reads of the object validated: every variables class extends BaseVariables. */
type StandInEnv = Partial<BaseVariables>;

/** ALLOW_LOCAL_STAND_INS as a list; unknown names are left for the validation to refuse. */
export function parseStandIns(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
}

export function isStandInList(raw: unknown): boolean {
  return (
    typeof raw === 'string' &&
    parseStandIns(raw).every((entry) => (STAND_INS as readonly string[]).includes(entry))
  );
}

export interface StandInRule {
  standIn: StandIn;
  /** The value that makes it a stand-in. */
  isStandIn: (value: unknown) => boolean;
  /** Why production refuses it, for the boot error and the warning. */
  why: string;
}

const isPlainHttp = (value: unknown) => typeof value === 'string' && /^http:/i.test(value);

/** A ProjectX firm's host (PROJECTX_<FIRM>_URL): API keys and real-money orders go there. */
function projectXRule(): StandInRule {
  return {
    standIn: 'projectx',
    isStandIn: isPlainHttp,
    why: "plain http would carry members' ProjectX API keys, tokens and orders in clear text",
  };
}

export const STAND_IN_RULES = {
  PAYMENT_PROVIDER: {
    standIn: 'payments',
    isStandIn: (value) => value === 'sandbox',
    why: 'the sandbox takes no real payment and anyone can pay with its buttons',
  },
  RECAPTCHA_PROVIDER: {
    standIn: 'recaptcha',
    isStandIn: (value) => value === 'local',
    why: 'the api hands its tokens to anyone who asks, so it stops no bot',
  },
  DISCORD_PROVIDER: {
    standIn: 'discord',
    isStandIn: (value) => value === 'local',
    why: 'relays to Discord are kept in Redis and counted as sent, never sent',
  },
  TELEGRAM_PROVIDER: {
    standIn: 'telegram',
    isStandIn: (value) => value === 'local',
    why: 'relays to Telegram are kept in Redis and counted as sent, never sent',
  },
  TRADOVATE_DEMO_URL: {
    standIn: 'tradovate',
    isStandIn: isPlainHttp,
    why: "plain http would carry members' broker credentials, tokens and orders in clear text",
  },
  TRADOVATE_LIVE_URL: {
    standIn: 'tradovate',
    isStandIn: isPlainHttp,
    why: "plain http would carry members' broker credentials, tokens and real-money orders in clear text",
  },
  PROJECTX_TOPSTEPX_URL: projectXRule(),
  PROJECTX_THEFUTURESDESK_URL: projectXRule(),
  PROJECTX_DEMO_URL: projectXRule(),
} satisfies Record<string, StandInRule>;

export type StandInVariable = keyof typeof STAND_IN_RULES;

/**
 * On a variable of STAND_IN_RULES: with NODE_ENV=production its stand-in value is refused unless
 * ALLOW_LOCAL_STAND_INS names the stand-in. The message names the variable (the boot error's
 * prefix) and the flag.
 */
export function RealInProduction(variable: StandInVariable): PropertyDecorator {
  const rule: StandInRule = STAND_IN_RULES[variable];
  return ValidateBy({
    name: 'realInProduction',
    validator: {
      validate: (value: unknown, args) => {
        const env = args?.object as StandInEnv | undefined;
        return (
          env?.NODE_ENV !== 'production' ||
          !rule.isStandIn(value) ||
          parseStandIns(env.ALLOW_LOCAL_STAND_INS).includes(rule.standIn)
        );
      },
      defaultMessage: (args) =>
        `must not be ${rule.standIn === 'tradovate' || rule.standIn === 'projectx' ? 'a plain http URL' : String(args?.value)} when NODE_ENV is production (${rule.why}) unless ALLOW_LOCAL_STAND_INS lists ${rule.standIn} (a demo, logged at every boot)`,
    },
  });
}

/** The stand-ins this configuration runs with in production (ALLOW_LOCAL_STAND_INS let through). */
export function standInsInUse(
  env: Record<string, unknown>,
): { standIn: StandIn; variable: StandInVariable; value: string; why: string }[] {
  if (env.NODE_ENV !== 'production') return [];
  return (Object.keys(STAND_IN_RULES) as StandInVariable[]).flatMap((variable) => {
    const rule: StandInRule = STAND_IN_RULES[variable];
    const value = env[variable];
    return rule.isStandIn(value)
      ? [{ standIn: rule.standIn, variable, value: String(value), why: rule.why }]
      : [];
  });
}

/**
 * The yes-flags ALLOW_LOCAL_STAND_INS replaced. "true" is refused with the new spelling, so a
 * demo that relied on one does not silently start refusing (or, worse, a reader believe the old
 * flag still guards anything); "false" or empty, as older config files carry, is let through.
 */
export const RETIRED_STAND_IN_FLAGS: Readonly<Record<string, StandIn>> = {
  RECAPTCHA_LOCAL_IN_PRODUCTION: 'recaptcha',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'payments',
};

export function retiredFlagProblems(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(RETIRED_STAND_IN_FLAGS).flatMap(([name, standIn]) => {
    const value = env[name]?.trim().toLowerCase() ?? '';
    if (value === '' || value === 'false') return [];
    return [
      `${name}: is no longer read; list the stand-in in ALLOW_LOCAL_STAND_INS instead (ALLOW_LOCAL_STAND_INS=${standIn}), or remove it`,
    ];
  });
}
