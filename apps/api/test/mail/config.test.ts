import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

describe('GET /api/v1/config', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('gives the web app its runtime settings; the mailbox is on without SMTP', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      google_client_id: null,
      stripe_publishable_key: null,
      tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      mailbox_enabled: true,
      app_url: 'http://localhost:3000',
    });
  });

  it('passes public keys through, never secrets, and turns the mailbox off with SMTP', async () => {
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_SECRET_KEY: 'sk_test_secret',
      SMTP_URL: 'smtp://user:password@127.0.0.1:2525',
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      APP_URL: 'https://camp.example/',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toEqual({
      google_client_id: 'client-123.apps.googleusercontent.com',
      stripe_publishable_key: 'pk_test_abc',
      tile_url: 'https://tiles.example/{z}/{x}/{y}.png',
      mailbox_enabled: false,
      app_url: 'https://camp.example',
    });
    expect(res.body).not.toContain('sk_test_secret');
    expect(res.body).not.toContain('password');
  });

  it('has no mailbox in production even without SMTP', async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json()).toMatchObject({ mailbox_enabled: false });
  });
});
