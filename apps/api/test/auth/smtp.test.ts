import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPending } from '../../src/modules/mail/worker.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../mail/smtp-helpers.js';
import { PASSWORD, call } from './helpers.js';

describe('sign-up mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the confirmation link, and the received link confirms the account', async () => {
    const res = await call(t, 'POST', '/api/v1/parents', {
      parent: {
        name: 'Mia Mailbox',
        email: 'mia@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await deliverPending(t.ctx)).toMatchObject({ sent: 1 });

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['mia@example.com']);
    const mail = parseMail(smtp.received[0]!.raw);
    const text = mail.parts.get('text/plain') ?? '';
    const link = /http:\/\/localhost:3000\/confirmation\/([\w-]+)\?user_type=parent/.exec(text);
    expect(link, text).not.toBeNull();
    expect(mail.parts.get('text/html')).toContain(link![0]);

    const confirmed = await call(t, 'POST', '/api/v1/parents/confirmations', {
      confirmation_token: link![1],
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'mia@example.com', confirmed: true });

    // The welcome mail follows through the same server.
    expect(await deliverPending(t.ctx)).toMatchObject({ sent: 1 });
    expect(parseMail(smtp.received[1]!.raw).headers.get('x-camp-template')).toBe('welcome');
  });
});
