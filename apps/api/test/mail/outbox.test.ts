import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import { deliverPending, sendMailTask } from '../../src/modules/mail/worker.js';
import { startJobRunner } from '../../src/lib/jobs.js';
import type { MailTransport, OutgoingMail } from '../../src/modules/mail/transport.js';
import { createMailer } from '../../src/modules/mail/transport.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { ageLocks, clearJobs, jobsOf, lockJobsAs } from '../jobs-helpers.js';

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

/**
 * Records what it is asked to send. Like a real server it answers later, not at once: the send
 * yields to the event loop, so passes running at the same time interleave.
 */
class RecordingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    await new Promise((r) => setImmediate(r));
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
    await clearJobs(t.db);
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
    const welcome = (to: string) =>
      enqueueMail(t.db, t.ctx, {
        to,
        template: 'welcome',
        data: { name: 'Fast', url: 'http://localhost:3000/' },
      });
    await welcome('first@example.com');
    // A worker as an instance runs it: it sends the mail that was waiting, then one enqueued
    // while it runs (woken by the job's notification at the commit).
    const worker = await startJobRunner(t.ctx, [sendMailTask]);
    try {
      await expect.poll(() => transport.sent.length).toBe(1);
      await welcome('fast@example.com');
      await expect.poll(() => transport.sent.length).toBe(2);
      expect(transport.sent.map((m) => m.to)).toEqual(['first@example.com', 'fast@example.com']);
      // Each job is done (deleted) once its mail is marked sent.
      await expect.poll(async () => (await jobsOf(t.db, 'send_mail')).length).toBe(0);
    } finally {
      await worker.stop();
    }
    // Stopped: a mail enqueued now waits, with its job, for a worker.
    await welcome('later@example.com');
    expect(transport.sent).toHaveLength(2);
    const [later] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'later@example.com'));
    expect(later!.status).toBe('pending');
    expect((await jobsOf(t.db, 'send_mail')).map((j) => j.payload)).toEqual([{ id: later!.id }]);
  });

  it('takes a mail again once the lock of a worker that died mid-send runs out', async () => {
    await enqueueMail(t.db, t.ctx, {
      to: 'crash@example.com',
      template: 'welcome',
      data: { name: 'Crash', url: 'http://localhost:3000/' },
    });
    // A worker took the job and began the send, then vanished: attempt counted, job locked.
    await t.db.update(emailOutbox).set({ attempts: 1 });
    await lockJobsAs(t.db, 'killed-worker');
    expect((await deliverPending(t.ctx)).sent).toBe(0);
    // A running worker's sweep frees the jobs locked for over 4 hours (the first comes soon
    // after it starts: shortened here from up to a minute), and a worker takes them up.
    await ageLocks(t.db, 'killed-worker', 4 * 3600_000 + 60_000);
    const worker = await startJobRunner(t.ctx, [sendMailTask], {
      minResetLockedInterval: 50,
      maxResetLockedInterval: 100,
    });
    try {
      await expect.poll(() => transport.sent.map((m) => m.to)).toEqual(['crash@example.com']);
      await expect.poll(async () => (await jobsOf(t.db, 'send_mail')).length).toBe(0);
    } finally {
      await worker.stop();
    }
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await jobsOf(t.db, 'send_mail')).toEqual([]);
  });
});
