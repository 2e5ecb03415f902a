import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { buildApp } from '../../src/app.js';
import { addJob, startJobRunner, type JobTask } from '../../src/lib/jobs.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import type { MailTransport, OutgoingMail } from '../../src/modules/mail/transport.js';
import { createMailer } from '../../src/modules/mail/transport.js';
import { createTestApp, createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { clearJobs, jobsOf, makeJobsDue } from '../jobs-helpers.js';

/** Records every send; answers later, like a server, so jobs running at once interleave. */
class RecordingTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    await new Promise((r) => setImmediate(r));
    this.sent.push(mail);
  }
  close(): void {}
}

const welcome = (t: TestApp, to: string, db: TestApp['db'] = t.db) =>
  enqueueMail(db, t.ctx, {
    to,
    template: 'welcome',
    data: { name: 'Job', url: 'http://localhost:3000/' },
  });

describe('two instances running jobs on one database', () => {
  const transport = new RecordingTransport();
  let two: TestApps;
  beforeAll(async () => {
    // RUN_JOBS on in both, as two API processes started with the default configuration.
    two = await createTestApps(2, { RUN_JOBS: 'true' }, (ctx) => ({
      ...ctx,
      mail: createMailer(transport),
    }));
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  it('never run one job twice', async () => {
    const [a, b] = two.apps as [TestApp, TestApp];
    const count = 40;
    // Half enqueued through each instance, each batch in one transaction: the jobs appear at
    // the commits, and both workers are woken for them.
    await a.db.transaction(async (tx) => {
      for (let i = 0; i < count / 2; i++) await welcome(a, `a${i}@example.com`, tx);
    });
    await b.db.transaction(async (tx) => {
      for (let i = 0; i < count / 2; i++) await welcome(b, `b${i}@example.com`, tx);
    });
    await expect.poll(async () => (await jobsOf(a.db, 'send_mail')).length).toBe(0);
    const ids = transport.sent.map((m) => m.id);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    const rows = await a.db.select().from(emailOutbox);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('register one schedule per periodic task for the deployment', async () => {
    // graphile-worker keeps one row per schedule: each tick is enqueued by one instance only.
    const known = (await two.apps[0]!.db.execute(
      'select identifier from graphile_worker._private_known_crontabs order by identifier',
    )) as unknown as { rows: { identifier: string }[] };
    expect(known.rows.map((r) => r.identifier)).toEqual(
      [
        'checkout_expiry',
        'data_key_rotation',
        'mail_requeue',
        'orphan_orders',
        'payment_plan_instalments',
        'payouts',
        'provider_termination',
        'reminders',
        'search_words',
        'subscription_renewals',
        'waitlist_offer_expiry',
      ].sort(),
    );
  });
});

describe('a job that throws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await clearJobs(t.db);
  });

  it('is retried, then parked with its last error after its max attempts', async () => {
    let calls = 0;
    const flaky: JobTask = {
      identifier: 'test_always_fails',
      maxAttempts: 3,
      run: async () => {
        calls += 1;
        throw new Error(`broken (call ${calls})`);
      },
    };
    await addJob(t.db, flaky.identifier, {}, { maxAttempts: flaky.maxAttempts });
    const worker = await startJobRunner(t.ctx, [flaky]);
    try {
      // Each retry waits out its backoff on the database's clock: brought forward here.
      await expect
        .poll(async () => {
          await makeJobsDue(t.db);
          return calls;
        })
        .toBe(3);
      await expect
        .poll(async () => (await jobsOf(t.db, flaky.identifier))[0]?.locked_by ?? null)
        .toBeNull();
    } finally {
      await worker.stop();
    }
    const [job] = await jobsOf(t.db, flaky.identifier);
    expect(job).toMatchObject({ attempts: 3, max_attempts: 3, last_error: 'broken (call 3)' });
    // Parked: brought forward and due before a new job of the same task, it is never taken;
    // the new one is (so the worker was taking jobs).
    await makeJobsDue(t.db);
    await addJob(t.db, flaky.identifier, { probe: true }, { maxAttempts: 1 });
    const payloads: unknown[] = [];
    const second = await startJobRunner(t.ctx, [
      { ...flaky, run: async (_ctx, payload) => payloads.push(payload) },
    ]);
    try {
      await expect.poll(async () => (await jobsOf(t.db, flaky.identifier)).length).toBe(1);
    } finally {
      await second.stop();
    }
    expect(payloads).toEqual([{ probe: true }]);
    expect(calls).toBe(3);
    expect((await jobsOf(t.db, flaky.identifier))[0]).toMatchObject({ id: job!.id, attempts: 3 });
  });
});

describe('RUN_JOBS', () => {
  const transport = new RecordingTransport();
  let t: TestApp;
  beforeAll(async () => {
    // The test instance is web-only (RUN_JOBS=false).
    t = await createTestApp({}, (ctx) => ({ ...ctx, mail: createMailer(transport) }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('false: the instance runs no job; one with it on sends the mail', async () => {
    expect(t.config.RUN_JOBS).toBe(false);
    await welcome(t, 'web-only@example.com');
    expect((await jobsOf(t.db, 'send_mail')).length).toBe(1);
    expect(transport.sent).toHaveLength(0);
    const worker = await buildApp({
      config: { ...t.config, RUN_JOBS: true },
      dbHandle: t.ctx.dbHandle,
      logger: false,
      context: (ctx) => ({ ...ctx, mail: createMailer(transport), now: t.ctx.now }),
    });
    try {
      await expect.poll(() => transport.sent.map((m) => m.to)).toEqual(['web-only@example.com']);
      await expect.poll(async () => (await jobsOf(t.db, 'send_mail')).length).toBe(0);
    } finally {
      await worker.close();
    }
  });
});
