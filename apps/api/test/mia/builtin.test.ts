import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities } from '../../src/db/schema/activities.js';
import { formatMoney } from '../../src/modules/mia/tools/local-date.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { askAndWait, makeMiaCast, type MiaCast } from './helpers.js';

// The app as configured by default (no OPENAI_*): the built-in assistant answers, offline, from
// the same tools, through the same API.

let t: TestApp;
let c: MiaCast;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
  c = await makeMiaCast(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('MIA with the built-in assistant', () => {
  it('is the default and answers from the family’s plans', async () => {
    expect(t.ctx.mia.assistant.name).not.toBe('openai');
    const { reply } = await askAndWait(
      t,
      c.parentToken,
      c.itineraryId,
      'What activities are planned?',
    );
    expect(reply.status).toBe('complete');
    expect(reply.text).toContain('Lake Week');
    expect(reply.text).toContain('Forest Week');
  });

  it('answers a friend from the shared activities only', async () => {
    const { reply } = await askAndWait(
      t,
      c.friendToken,
      c.itineraryId,
      'What activities are planned?',
    );
    expect(reply.status).toBe('complete');
    expect(reply.text).toContain('Lake Week');
    expect(reply.text).not.toContain('Forest Week');
  });

  // Seen in the browser: after 'when does Lake Week start?', the total question was answered
  // with Lake Week's price. Forest Week gets its own price so the two answers differ.
  describe('follow-up questions', () => {
    let lake: { price: string; total: number };
    let planTotal: string;
    // The cases share one conversation; each starts by naming an activity, and a follow-up binds
    // to the newest question that named one.
    beforeAll(async () => {
      await t.db
        .update(activities)
        .set({ priceCents: 41_000, feeCents: 1_500 })
        .where(inArray(activities.id, [c.activityIds[1]]));
      const rows = await t.db
        .select({ id: activities.id, price: activities.priceCents, fee: activities.feeCents })
        .from(activities)
        .where(inArray(activities.id, c.activityIds));
      const cents = (id: number) => rows.find((r) => r.id === id)!;
      const l = cents(c.activityIds[0]);
      const f = cents(c.activityIds[1]);
      lake = { price: formatMoney(l.price / 100), total: (l.price + l.fee) / 100 };
      planTotal = formatMoney((l.price + l.fee + f.price + f.fee) / 100);
      expect(lake.total).not.toBe((l.price + l.fee + f.price + f.fee) / 100);
    });

    const talk = async (...questions: string[]) => {
      let last = '';
      for (const q of questions) {
        const { reply } = await askAndWait(t, c.parentToken, c.itineraryId, q);
        expect(reply.status).toBe('complete');
        last = reply.text;
      }
      return last;
    };

    it('takes “this itinerary … in total” after a named activity to mean the whole plan', async () => {
      const answer = await talk(
        'When does Lake Week start?',
        'how much does this itinerary cost in total?',
      );
      expect(answer).toContain(`costs ${planTotal} in all (2 activities`);
      expect(answer).not.toMatch(/^Lake Week costs/);
    });

    it.each([
      'and what does everything cost?',
      'what do they all cost together?',
      'how much is the whole thing?',
      'what does it cost in total?',
    ])('“%s” after a named activity is the plan’s total', async (q) => {
      const answer = await talk('how much is Lake Week?', q);
      expect(answer).toContain(`costs ${planTotal} in all`);
    });

    it('still binds a plain follow-up to the activity just named', async () => {
      const answer = await talk('When does Forest Week start?', 'and what does it cost?');
      expect(answer).toMatch(/^Forest Week costs \$410/);
    });

    it('reaches back over a follow-up to the activity named before it', async () => {
      const answer = await talk(
        'When does Forest Week start?',
        'what does it cost?',
        'and where is that?',
      );
      expect(answer).toMatch(/^Forest Week runs/);
      expect(answer).not.toContain('Lake Week');
    });

    it('does not take a date after a named activity to mean that activity', async () => {
      // Lake Week is in June, Forest Week in July: an answer bound to Forest Week would say
      // nothing is planned. ('there' here points at no activity.)
      const answer = await talk(
        'When does Forest Week start?',
        'is there anything planned in June?',
      );
      expect(answer).toContain('Lake Week');
    });

    it('does not take “is there anything unpaid” after a named activity to mean that one', async () => {
      const answer = await talk('how much is Lake Week?', 'is there anything still unpaid?');
      expect(answer).toContain('Forest Week');
      expect(answer).toContain('Lake Week');
    });
  });
});
