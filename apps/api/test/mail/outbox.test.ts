import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import { deliverPending, MailWorker } from '../../src/modules/mail/worker.js';
import type { MailTransport, OutgoingMail } from '../../src/modules/mail/transport.js';
import { createMailer } from '../../src/modules/mail/transport.js';
import { createTestApp, type TestApp } from '../test-app.js';

const url = 'http://localhost:3000/confirmation/abc?user_type=parent';

describe('e-mail outbox', () => {
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

  it('uses the built-in mailbox when SMTP_URL is unset', () => {
    expect(t.ctx.mail.transport.kind).toBe('mailbox');
  });

  it('writes nothing when the enqueuing transaction rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, t.ctx, {
          to: 'rollback@example.com',
          template: 'confirmation',
          data: { name: 'Rolled Back', url },
        });
        throw new Error('something later in the transaction failed');
      }),
    ).rejects.toThrow('something later');
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('stores the rendered mail as pending when the transaction commits', async () => {
    const { id } = await t.db.transaction((tx) =>
      enqueueMail(tx, t.ctx, {
        to: 'parent@example.com',
        template: 'confirmation',
        data: { name: 'Pat Parent', url },
      }),
    );
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      toAddress: 'parent@example.com',
      template: 'confirmation',
      subject: 'Confirm your e-mail address',
      status: 'pending',
      attempts: 0,
      sentAt: null,
      transport: null,
    });
    expect(row!.html).toContain(url.replace(/&/g, '&amp;'));
    expect(row!.text).toContain(url);
    expect(row!.meta).toEqual({ links: [url, 'http://localhost:3000'] });
  });

  it('rejects a bad recipient without writing anything', async () => {
    await expect(
      enqueueMail(t.db, t.ctx, {
        to: 'not-an-address',
        template: 'welcome',
        data: { name: 'A', url },
      }),
    ).rejects.toThrow(/recipient/);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it('delivers to the mailbox by marking rows sent with transport "mailbox"', async () => {
    await enqueueMail(t.db, t.ctx, {
      to: 'a@example.com',
      template: 'welcome',
      data: { name: 'A', url: 'http://localhost:3000/' },
    });
    await enqueueMail(t.db, t.ctx, {
      to: 'b@example.com',
      template: 'password_reset',
      data: { name: 'B', url },
    });
    expect(await deliverPending(t.ctx)).toEqual({ sent: 2, retried: 0, failed: 0 });
    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      expect(row.transport).toBe('mailbox');
      expect(row.attempts).toBe(1);
      expect(row.sentAt).toBeInstanceOf(Date);
    }
    // Nothing is sent twice.
    expect(await deliverPending(t.ctx)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

/** Records what it is asked to send and takes a little time, like a real server. */
class RecordingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    await new Promise((r) => setTimeout(r, 5));
    this.sent.push(mail);
  }
  close(): void {}
}

describe('outbox worker', () => {
  let t: TestApp;
  const transport = new RecordingTransport();
  beforeAll(async () => {
    t = await createTestApp({}, (ctx) => ({ ...ctx, mail: createMailer(transport) }));
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    transport.sent = [];
    await t.db.delete(emailOutbox);
  });

  it('sends each mail exactly once when several passes run at the same time', async () => {
    const count = 45;
    for (let i = 0; i < count; i++) {
      await enqueueMail(t.db, t.ctx, {
        to: `user${i}@example.com`,
        template: 'login_link',
        data: {
          name: `User ${i}`,
          url: `http://localhost:3000/camp-director/login-link?token=t${i}`,
        },
      });
    }
    const reports = await Promise.all([
      deliverPending(t.ctx),
      deliverPending(t.ctx),
      deliverPending(t.ctx),
    ]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(count);
    const ids = transport.sent.map((m) => m.id);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toHaveLength(count);
    const rows = await t.db.select().from(emailOutbox);
    expect(
      rows.every((r) => r.status === 'sent' && r.transport === 'smtp' && r.attempts === 1),
    ).toBe(true);
    expect(transport.sent[0]!.from).toBe(t.config.MAIL_FROM);
  });

  it('runs in the background and delivers right after an enqueue', async () => {
    // A poll interval of a day: the worker's only pass besides the first comes from the nudge,
    // so a delivery at all proves the enqueue nudged it (no elapsed time is measured).
    const worker = new MailWorker(t.ctx, { intervalMs: 86_400_000, nudgeDelayMs: 20 });
    worker.start();
    try {
      // Let the initial pass finish so the next delivery can only come from the nudge.
      await new Promise((r) => setTimeout(r, 200));
      await enqueueMail(t.db, t.ctx, {
        to: 'fast@example.com',
        template: 'welcome',
        data: { name: 'Fast', url: 'http://localhost:3000/' },
      });
      await expect.poll(() => transport.sent.length, { timeout: 5000, interval: 20 }).toBe(1);
      expect(transport.sent[0]!.to).toBe('fast@example.com');
    } finally {
      await worker.stop();
    }
    // Stopped: new mail stays pending.
    await enqueueMail(t.db, t.ctx, {
      to: 'later@example.com',
      template: 'welcome',
      data: { name: 'Later', url: 'http://localhost:3000/' },
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(transport.sent).toHaveLength(1);
    const [later] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'later@example.com'));
    expect(later!.status).toBe('pending');
  });

  it('takes a row again once its lease runs out (the sender died mid-send)', async () => {
    await enqueueMail(t.db, t.ctx, {
      to: 'crash@example.com',
      template: 'welcome',
      data: { name: 'Crash', url: 'http://localhost:3000/' },
    });
    // Simulate a claim by a process that then vanished: attempts counted, lease in the future.
    const lease = new Date(t.ctx.now().getTime() + 5 * 60_000);
    await t.db.update(emailOutbox).set({ attempts: 1, availableAt: lease });
    expect((await deliverPending(t.ctx)).sent).toBe(0);
    t.advance(5 * 60_000 + 1000);
    expect((await deliverPending(t.ctx)).sent).toBe(1);
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
