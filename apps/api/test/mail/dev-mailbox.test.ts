import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import { deliverPending } from '../../src/modules/mail/worker.js';
import { createTestApp, type TestApp } from '../test-app.js';

interface Item {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: string;
  transport: string | null;
  links: string[];
  created_at: string;
  sent_at: string | null;
}

const confirmUrl = 'http://localhost:3000/confirmation/tok123?user_type=parent';

describe('dev mailbox API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(emailOutbox);
  });

  async function list(query = ''): Promise<Item[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { mails: Item[] }).mails;
  }

  it('lists mail newest first with recipient, subject, template, times and links', async () => {
    await enqueueMail(t.db, t.ctx, {
      to: 'first@example.com',
      template: 'welcome',
      data: { name: 'First', url: 'http://localhost:3000/' },
    });
    await enqueueMail(t.db, t.ctx, {
      to: 'Second@Example.com',
      template: 'confirmation',
      data: { name: 'Second', url: confirmUrl },
    });
    let mails = await list();
    expect(mails.map((m) => m.to)).toEqual(['Second@Example.com', 'first@example.com']);
    expect(mails[0]).toMatchObject({
      subject: 'Confirm your e-mail address',
      template: 'confirmation',
      status: 'pending',
      sent_at: null,
      links: [confirmUrl, 'http://localhost:3000'],
    });
    expect(new Date(mails[0]!.created_at).getTime()).not.toBeNaN();

    await deliverPending(t.ctx);
    mails = await list();
    expect(mails.every((m) => m.status === 'sent' && m.transport === 'mailbox' && m.sent_at)).toBe(
      true,
    );

    // Filter by recipient, ignoring case; limit.
    expect((await list('?to=second@example.com')).map((m) => m.template)).toEqual(['confirmation']);
    expect(await list('?limit=1')).toHaveLength(1);
  });

  it('shows one mail with its HTML and text', async () => {
    const { id } = await enqueueMail(t.db, t.ctx, {
      to: 'reader@example.com',
      template: 'confirmation',
      data: { name: 'Reader', url: confirmUrl },
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Item & { html: string; text: string };
    expect(body).toMatchObject({
      id,
      to: 'reader@example.com',
      links: [confirmUrl, 'http://localhost:3000'],
    });
    expect(body.html).toContain(`href="${confirmUrl}"`);
    expect(body.text).toContain(confirmUrl);
  });

  it('answers 404 for an unknown mail and 422 for a bad id or query', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: { _base: ['Mail not found'] },
      _base: ['Mail not found'],
    });
    res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/abc' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('errors');
    res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?limit=0' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toHaveProperty('errors');
  });

  it('clears delivered mail but keeps mail still waiting to be sent', async () => {
    await enqueueMail(t.db, t.ctx, {
      to: 'old@example.com',
      template: 'welcome',
      data: { name: 'Old', url: 'http://localhost:3000/' },
    });
    await deliverPending(t.ctx);
    await enqueueMail(t.db, t.ctx, {
      to: 'queued@example.com',
      template: 'welcome',
      data: { name: 'Queued', url: 'http://localhost:3000/' },
    });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 1 });
    expect((await list()).map((m) => m.to)).toEqual(['queued@example.com']);
  });

  it('is documented in the OpenAPI document outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/dev/mailbox', '/api/dev/mailbox/{id}', '/api/v1/config']),
    );
  });
});

describe('dev mailbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    const { id } = await enqueueMail(t.db, t.ctx, {
      to: 'secret@example.com',
      template: 'password_reset',
      data: { name: 'Secret', url: 'https://camp.example/reset-password/abc?user_type=parent' },
    });
    for (const [method, url] of [
      ['GET', '/api/dev/mailbox'],
      ['GET', `/api/dev/mailbox/${id}`],
      ['DELETE', '/api/dev/mailbox'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ errors: { _base: ['Not found'] } });
    }
    // The mail itself is untouched.
    expect(await t.db.select().from(emailOutbox)).toHaveLength(1);
  });
});
