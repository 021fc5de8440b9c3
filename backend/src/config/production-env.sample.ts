/**
 * A production environment every boot check accepts, for tests that need one: the real providers
 * (Stripe, Google's reCAPTCHA, Discord and Telegram), an SMTP host, and keys of its own that this
 * repository publishes nowhere else. Spread it and change what the test is about.
 */
export const PRODUCTION_ENV_SAMPLE: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  RECAPTCHA_PROVIDER: 'google',
  WEBHOOK_TOKEN_KEYS: 'example:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  CREDENTIAL_KEYS: 'example:AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE',
  DOWNLOAD_LINK_SECRET: 'example-download-link-secret-0123456789abcdef',
  SMTP_HOST: 'smtp.example.com',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  STRIPE_PRODUCT_ID: 'prod_example',
  DISCORD_PROVIDER: 'discord',
  TELEGRAM_PROVIDER: 'telegram',
  TELEGRAM_BOT_TOKEN: '123456789:AAexampleexampleexampleexampleexam',
  TELEGRAM_BOT_USERNAME: 'tickrelay_example_bot',
  TELEGRAM_WEBHOOK_SECRET: 'example_telegram_webhook_secret_0123456789abcdef',
};
