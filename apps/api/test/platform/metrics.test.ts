import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { paymentEvents } from '../../src/db/schema/payment-events.js';
import { giveOrder, makeFamily } from '../factories.js';
import { enqueueMail } from '../../src/modules/mail/service.js';
import { createTestApp, type TestApp } from '../test-app.js';

// /metrics for a Prometheus scrape: off without METRICS_TOKEN, and only with that token.

const TOKEN = 'a-metrics-token-for-the-tests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

const scrape = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one series in Prometheus's text format (undefined when absent). */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('answers 401 in the error shape without the token or with another one', async () => {
    for (const header of [
      undefined,
      'Bearer wrong-token-of-some-length',
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await scrape(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json().errors._base).toEqual(['A valid metrics token is required.']);
    }
  });

  it('does not exist when METRICS_TOKEN is unset', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('gives request durations by route pattern, the pool, the queue, the outbox and payment events', async () => {
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/admins/staff/123456' });
    await enqueueMail(t.db, t.ctx, {
      to: 'metrics@example.com',
      template: 'welcome',
      data: { name: 'Metrics', url: 'http://localhost:3000/' },
    });
    await t.db.insert(paymentEvents).values([
      { provider: 'local', eventId: 'evt_metrics_1', type: 'checkout.session.completed' },
      { provider: 'local', eventId: 'evt_metrics_2', type: 'checkout.session.completed' },
      { provider: 'stripe', eventId: 'evt_metrics_3', type: 'charge.refunded' },
    ]);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(
      valueOf(
        text,
        'camp_http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}',
      ),
    ).toBe(1);
    // The route's pattern, not the id in the path; 401 as nobody signed in.
    expect(
      valueOf(
        text,
        'camp_http_request_duration_seconds_count{method="GET",route="/api/v1/admins/staff/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('123456');
    expect(valueOf(text, 'camp_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'camp_realtime_connections')).toBe(0);
    expect(valueOf(text, 'camp_jobs{task="send_mail",state="ready"}')).toBe(1);
    expect(valueOf(text, 'camp_jobs{task="send_mail",state="parked"}')).toBe(0);
    expect(
      valueOf(text, 'camp_jobs_oldest_ready_seconds{task="send_mail"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'camp_mail_outbox{status="pending"}')).toBe(1);
    expect(valueOf(text, 'camp_mail_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      valueOf(
        text,
        'camp_payment_events_total{provider="local",type="checkout.session.completed"}',
      ),
    ).toBe(2);
    expect(
      valueOf(text, 'camp_payment_events_total{provider="stripe",type="charge.refunded"}'),
    ).toBe(1);
    expect(text).toContain('camp_process_cpu_seconds_total');
    expect(text).toContain('camp_nodejs_eventloop_lag_seconds');

    // A second scrape reads the database again rather than adding to the first.
    const again = await scrape(`Bearer ${TOKEN}`);
    expect(
      valueOf(
        again.body,
        'camp_payment_events_total{provider="local",type="checkout.session.completed"}',
      ),
    ).toBe(2);
  });

  it("gives orders and refund requests by status, and MIA's tokens, answers and answer times", async () => {
    const family = await makeFamily(t, { parentName: 'Metrics Family' });
    await giveOrder(t, family.parent.id, 'Premium', 'paid', new Date());
    await giveOrder(t, family.parent.id, 'Premium', 'payment_failed');
    const now = Date.now();
    const answer = (
      seconds: number,
      status: 'complete' | 'failed',
      tokens: [number, number] | null,
    ) => ({
      itineraryId: family.itinerary.id,
      parentId: family.parent.id,
      senderRole: 'assistant',
      role: 'assistant' as const,
      text: 'An answer.',
      status,
      promptTokens: tokens?.[0] ?? null,
      completionTokens: tokens?.[1] ?? null,
      createdAt: new Date(now - 60_000),
      updatedAt: new Date(now - 60_000 + seconds * 1000),
    });
    await t.db
      .insert(chatMessages)
      .values([
        answer(2, 'complete', [300, 40]),
        answer(4, 'complete', [200, 10]),
        answer(1, 'complete', null),
        answer(30, 'failed', null),
      ]);

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(valueOf(text, 'camp_orders{status="paid"}')).toBe(1);
    expect(valueOf(text, 'camp_orders{status="payment_failed"}')).toBe(1);
    expect(valueOf(text, 'camp_refund_requests{status="pending"}')).toBeUndefined();
    expect(valueOf(text, 'camp_mia_tokens_total{kind="prompt"}')).toBe(500);
    expect(valueOf(text, 'camp_mia_tokens_total{kind="completion"}')).toBe(50);
    expect(valueOf(text, 'camp_mia_replies{status="complete",assistant="model"}')).toBe(2);
    expect(valueOf(text, 'camp_mia_replies{status="complete",assistant="builtin"}')).toBe(1);
    expect(valueOf(text, 'camp_mia_replies{status="failed",assistant="builtin"}')).toBe(1);
    // The complete answers of the last hour took 1, 2 and 4 seconds.
    expect(valueOf(text, 'camp_mia_reply_seconds{quantile="0.5"}')).toBeCloseTo(2, 3);
    expect(valueOf(text, 'camp_mia_reply_seconds{quantile="0.95"}')).toBeCloseTo(3.8, 3);
  });

  it("has every metric the runbook's alerts name", async () => {
    const runbook = readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/operations.md'),
      'utf8',
    );
    const alerts = runbook.slice(runbook.indexOf('\n## Alerts'));
    // The first column of the alerts table: the metrics (and Prometheus's own `up`).
    const named = new Set(
      alerts
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) =>
          [...line.split('|')[1]!.matchAll(/`(camp_[a-z0-9_]+)/g)].map((m) => m[1]!),
        ),
    );
    expect(named.size).toBeGreaterThan(15);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const exposed = new Set([...text.matchAll(/^# HELP (\S+) /gm)].map((m) => m[1]!));
    expect([...named].filter((name) => !exposed.has(name))).toEqual([]);
  });
});
