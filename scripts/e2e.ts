// `npm run test:e2e`: runs the jest e2e suite against BASE_URL, starting the local stack when no
// BASE_URL is given (nginx with the repo's config in front of api and worker, real Postgres and Redis).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { startSiteverifyStub } from '@tickrelay/testing/stubs/siteverify.stub';
import { startTradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';

import { run } from './lib/processes';
import { build, repoRoot, startStack } from './lib/stack';
import { serviceUrls } from './setup/service-urls';
import { ensureSetup } from './setup/setup';

/** The stack's Telegram bot name and webhook secret (local provider: no real bot behind them). */
const E2E_TELEGRAM_BOT = 'TickRelayE2eBot';
const E2E_TELEGRAM_WEBHOOK_SECRET = 'e2e_telegram_webhook_secret_0123456789abcdef';

const databaseUrl = serviceUrls.e2eDatabase();
const redisUrl = serviceUrls.e2eRedis();

async function main(): Promise<number> {
  const jestArgs = process.argv.slice(2);
  if (process.env.BASE_URL) {
    await ensureSetup({ tools: ['chromium'] });
    return run('npx', ['jest', '-c', 'e2e/jest.config.cjs', '--runInBand', ...jestArgs], {
      cwd: repoRoot,
    });
  }
  await ensureSetup({
    postgres: [databaseUrl],
    redis: [redisUrl],
    tools: ['nginx', 'chromium'],
  });
  if (process.env.SKIP_BUILD !== '1') await build();
  // The stack's Redis database starts empty like its Postgres one: queues, rate-limit counters and
  // the billing test clock's offset (which the billing specs advance) must not carry over from an
  // earlier run (a clock 48 days ahead turned the next run's trial into a charge).
  execFileSync('redis-cli', ['-u', redisUrl, 'FLUSHDB'], { stdio: 'ignore' });
  // Mail goes to a local SMTP sink the tests read (MAIL_DIR); reCAPTCHA to a siteverify stub;
  // Tradovate's demo and live environments to a stub each (the broker spec drives them over
  // their /__stub controls, and checks a demo account's orders never reach the live one).
  const mailDir = mkdtempSync(join(tmpdir(), 'tickrelay-e2e-mail-'));
  const sink = await startSmtpSink({ dir: mailDir });
  const siteverify = await startSiteverifyStub({ secret: 'e2e-recaptcha-secret' });
  const tradovateDemo = await startTradovateStub();
  const tradovateLive = await startTradovateStub();
  const stopFakes = async () => {
    await Promise.all([sink.stop(), siteverify.stop(), tradovateDemo.stop(), tradovateLive.stop()]);
    rmSync(mailDir, { recursive: true, force: true });
  };
  const accountsEnv = {
    SMTP_HOST: sink.host,
    SMTP_PORT: String(sink.port),
    // Google's adapter against the stub (its contract); the SPA loads "Google's" script, which the
    // browser specs stand in for. The local provider has its own integration test.
    RECAPTCHA_PROVIDER: 'google',
    PUBLIC_RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: siteverify.secret,
    RECAPTCHA_VERIFY_URL: siteverify.url,
    // Browser tests reach the stack as 127.0.0.1, mailed links use PUBLIC_URL's localhost.
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost,127.0.0.1',
    PUBLIC_RECAPTCHA_SITE_KEY: 'e2e-recaptcha-site-key',
    // Every browser test signs in from 127.0.0.1; API tests use their own X-Forwarded-For. The
    // global per-address limit is raised above it so the auth limit is reachable in a test.
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '5000',
    // Every browser suite's telemetry comes from 127.0.0.1 too: at the default 60 batches a
    // minute, a suite that visits many pages (routes) used the next suite's budget and its events
    // were refused. The flood test finds the limit whatever it is.
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '600',
  };
  const stack = await startStack({
    name: 'e2e',
    webPort: Number(process.env.E2E_WEB_PORT ?? 8090),
    apiPort: Number(process.env.E2E_API_PORT ?? 3090),
    workerPort: Number(process.env.E2E_WORKER_PORT ?? 3091),
    databaseUrl,
    redisUrl,
    resetDatabase: true,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_TELEMETRY_ENABLED: 'true',
      // Billing e2e: the sandbox provider (no keys) and its test clock, which the specs advance
      // (POST /api/payments/sandbox/clock) to reach a period end and the expiry job.
      PAYMENT_PROVIDER: 'sandbox',
      BILLING_TEST_CLOCK: 'true',
      TRADOVATE_DEMO_URL: tradovateDemo.url,
      TRADOVATE_LIVE_URL: tradovateLive.url,
      // Telegram destinations: the local provider, a bot name for the start link, and the secret
      // the specs send as Telegram would (X-Telegram-Bot-Api-Secret-Token) to link a chat.
      TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT,
      TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_WEBHOOK_SECRET,
      ...accountsEnv,
    },
  }).catch(async (error: unknown) => {
    await stopFakes();
    throw error;
  });
  try {
    return await run('npx', ['jest', '-c', 'e2e/jest.config.cjs', '--runInBand', ...jestArgs], {
      cwd: repoRoot,
      env: {
        ...process.env,
        BASE_URL: stack.baseUrl,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        STACK_STATE_DIR: stack.stateDir,
        MAIL_DIR: mailDir,
        SITEVERIFY_URL: siteverify.url,
        TRADOVATE_STUB_URL: tradovateDemo.baseUrl,
        TRADOVATE_LIVE_STUB_URL: tradovateLive.baseUrl,
        AUTH_RATE_LIMIT_PER_ADDRESS: accountsEnv.AUTH_RATE_LIMIT_PER_ADDRESS,
        TELEGRAM_BOT_USERNAME: E2E_TELEGRAM_BOT,
        TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_WEBHOOK_SECRET,
      },
    });
  } finally {
    await stack.stop();
    await stopFakes();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`e2e: ${(error as Error).message}`);
    process.exit(1);
  },
);
