import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import { deliverPending, MAX_ATTEMPTS, retryDelayMs } from '../../src/modules/mail/worker.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { jobsOf, makeJobsDue } from '../jobs-helpers.js';
import { parseMail, startSmtpServer, type TestSmtpServer } from './smtp-helpers.js';

const resetUrl = 'http://localhost:3000/reset-password/4f9c2e7d1ab84c0e9d3f?user_type=parent';

describe('delivery through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Camp Concierge <hello@camp.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the rendered mail with subject, link, HTML and text parts', async () => {
    expect(t.ctx.mail.transport.kind).toBe('smtp');
    await t.db.transaction((tx) =>
      enqueueMail(tx, t.ctx, {
        to: 'jane@example.com',
        template: 'password_reset',
        data: { name: 'Jane', url: resetUrl },
      }),
    );
    expect(await deliverPending(t.ctx)).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const got = smtp.received[0]!;
    expect(got.from).toBe('hello@camp.test');
    expect(got.to).toEqual(['jane@example.com']);
    const mail = parseMail(got.raw);
    expect(mail.headers.get('subject')).toBe('Reset your Camp Concierge password');
    expect(mail.headers.get('to')).toBe('jane@example.com');
    expect(mail.headers.get('from')).toBe('Camp Concierge <hello@camp.test>');
    expect(mail.headers.get('x-camp-template')).toBe('password_reset');
    const [sent] = await t.db.select().from(emailOutbox);
    // The row's random id, not its number: unique across deployments and databases.
    expect(mail.headers.get('message-id')).toBe(`<${sent!.messageId}@localhost>`);
    expect(sent!.messageId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(mail.headers.get('content-type')).toMatch(/^multipart\/alternative/);
    const text = mail.parts.get('text/plain');
    const html = mail.parts.get('text/html');
    expect(text).toContain(`Choose a new password:\n${resetUrl}`);
    expect(html).toContain(`<a href="${resetUrl}"`);
    expect(html).toContain('Reset your password</h1>');

    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
  });
});

describe('SMTP failures', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps a mail the server refused and sends it on a later pass, after a backoff', async () => {
    smtp = await startSmtpServer({ rejectFirst: 1 });
    t = await createTestApp({ SMTP_URL: smtp.url });
    await enqueueMail(t.db, t.ctx, {
      to: 'retry@example.com',
      template: 'confirmation',
      data: { name: 'Retry', url: 'http://localhost:3000/confirmation/xyz?user_type=director' },
    });

    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/451|busy/i);
    expect(row!.availableAt.getTime() - t.ctx.now().getTime()).toBeGreaterThan(
      retryDelayMs(1) - 5000,
    );
    expect(smtp.received).toHaveLength(0);

    // Not due yet: nothing happens.
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.attempts()).toBe(1);

    t.advance(retryDelayMs(1) + 1000);
    await makeJobsDue(t.db);
    expect(await deliverPending(t.ctx)).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp', lastError: null });
    expect(smtp.received).toHaveLength(1);
    expect(parseMail(smtp.received[0]!.raw).headers.get('subject')).toBe(
      'Confirm your e-mail address',
    );
  });

  it(`marks a mail failed after ${MAX_ATTEMPTS} refused attempts`, async () => {
    smtp = await startSmtpServer({ rejectFirst: 1000 });
    t = await createTestApp({ SMTP_URL: smtp.url });
    await enqueueMail(t.db, t.ctx, {
      to: 'never@example.com',
      template: 'welcome',
      data: { name: 'Never', url: 'http://localhost:3000/' },
    });
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
      t.advance(retryDelayMs(i) + 1000);
      await makeJobsDue(t.db);
    }
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row!.lastError).toBeTruthy();
    // Its job is parked where graphile-worker keeps dead jobs, with the last error.
    const [job] = await jobsOf(t.db, 'send_mail');
    expect(job).toMatchObject({ attempts: MAX_ATTEMPTS, max_attempts: MAX_ATTEMPTS });
    expect(job!.last_error).toBeTruthy();
    t.advance(24 * 3600_000);
    await makeJobsDue(t.db);
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.attempts()).toBe(MAX_ATTEMPTS);
  });

  it('retries when the SMTP server is down', async () => {
    smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.close();
    t = await createTestApp({ SMTP_URL: url });
    await enqueueMail(t.db, t.ctx, {
      to: 'down@example.com',
      template: 'welcome',
      data: { name: 'Down', url: 'http://localhost:3000/' },
    });
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it('with SMTP_REQUIRE_TLS, sends nothing to a server that does not offer STARTTLS, and retries', async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, SMTP_REQUIRE_TLS: 'true' });
    await enqueueMail(t.db, t.ctx, {
      to: 'clear@example.com',
      template: 'welcome',
      data: { name: 'Clear', url: 'http://localhost:3000/' },
    });
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row!.lastError).toMatch(/STARTTLS/i);
    expect(smtp.received).toHaveLength(0);
    expect(smtp.attempts()).toBe(0);
  });
});
