import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARENT_ITINERARY_MESSAGES as M } from '@camp/shared/parent-itinerary';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { changeRequests } from '../../src/db/schema/change-requests.js';
import { emailOutbox } from '../../src/db/schema/email-outbox.js';
import { createTestApps, type TestApp, type TestApps } from '../test-app.js';
import { makeUser, signIn, type MadeUser } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import {
  acceptBody,
  changesBody,
  makeLoopItinerary,
  putItinerary,
  snapshot,
} from '../itineraries/parent/helpers.js';

// Two tabs (or two devices) acting on one itinerary at once, through two API instances on one
// database: the row lock makes each move happen once (decision 0030's rule for status changes).

const AT_ONCE = 20;

describe('the parent’s itinerary actions through two instances at once', () => {
  let two: TestApps;
  let a: TestApp;
  let parent: MadeUser;
  let token: string;
  let specialist: MadeUser;
  let program: number;

  beforeAll(async () => {
    two = await createTestApps(2);
    a = two.apps[0]!;
    parent = await makeUser(a, { role: 'Parent', name: 'Jamie Fox' });
    token = (await signIn(a, 'Parent', parent)).token;
    specialist = await makeUser(a, { role: 'Specialist', name: 'Alex Planner' });
    const director = await makeUser(a, { role: 'CampDirector', director: 'active' });
    program = (await makeProgram(a, director.id, { name: 'Pine Lake Camp' })).id;
  }, 60_000);
  afterAll(async () => {
    await two.close();
  });

  const itinerary = () =>
    makeLoopItinerary(a, {
      parentId: parent.id,
      specialistId: specialist.id,
      programId: program,
      status: 'review',
    });

  async function audits(id: number, action: string) {
    return a.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'itineraries'),
          eq(auditLog.entityId, id),
          eq(auditLog.action, action),
        ),
      );
  }

  async function mails(template: string) {
    return a.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, specialist.email), eq(emailOutbox.template, template)));
  }

  it('20 accepts at once move the status once: one 200, the rest 409, one audit row, one mail', async () => {
    const { id } = await itinerary();
    const mailsBefore = (await mails('itinerary_accepted')).length;
    const responses: LightMyRequestResponse[] = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        putItinerary(two.apps[i % 2]!, id, acceptBody, token),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort((x, y) => x - y);
    expect(codes).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().errors._base).toEqual([M.acceptNotAllowed]);
    }
    expect((await snapshot(a, id)).status).toBe('accepted');
    expect(await audits(id, 'accepted_by_parent')).toHaveLength(1);
    expect((await mails('itinerary_accepted')).length).toBe(mailsBefore + 1);
  });

  it('accepts and change requests at once: whichever comes first wins, the other kind is refused', async () => {
    const { id, activityIds } = await itinerary();
    const responses = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        putItinerary(
          two.apps[i % 2]!,
          id,
          i % 2 === 0 ? acceptBody : changesBody(activityIds[0]!, `Comment ${i}`),
          token,
        ).then((res) => ({ kind: i % 2 === 0 ? 'accept' : 'changes', res })),
      ),
    );
    const ok = (kind: string) =>
      responses.filter((r) => r.kind === kind && r.res.statusCode === 200).length;
    const refused = responses.filter((r) => r.res.statusCode !== 200);
    for (const r of refused) expect(r.res.statusCode).toBe(409);

    const rows = await a.db.select().from(changeRequests).where(eq(changeRequests.itineraryId, id));
    const state = await snapshot(a, id);
    if (ok('accept') === 1) {
      // The accept came first: no comment got in after it.
      expect(ok('changes')).toBe(0);
      expect(state.status).toBe('accepted');
      expect(rows).toHaveLength(0);
    } else {
      // A comment came first: it blocks every accept; every comment that was answered 200 is kept.
      expect(ok('accept')).toBe(0);
      expect(ok('changes')).toBe(AT_ONCE / 2);
      expect(state.status).toBe('alternate_request');
      expect(rows).toHaveLength(AT_ONCE / 2);
    }
    expect(state.audit).toBe(ok('accept') + ok('changes'));
  });
});
