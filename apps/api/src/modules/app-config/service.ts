import type { AppContext } from '../../context.js';

/** Only values that are safe to show anyone: public keys and URLs, never secrets. */
export function publicConfig(ctx: AppContext) {
  const { config } = ctx;
  return {
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    stripe_publishable_key: config.STRIPE_PUBLISHABLE_KEY ?? null,
    tile_url: config.TILE_URL,
    // Mail lands in the built-in mailbox (and /dev/mailbox is served) only without SMTP and
    // outside production.
    mailbox_enabled: !config.SMTP_URL && !config.isProduction,
    app_url: config.APP_URL,
  };
}
