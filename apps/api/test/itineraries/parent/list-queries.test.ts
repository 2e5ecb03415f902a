import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-app.js';
import { call, makeUser, signIn } from '../../auth/helpers.js';
import { makeProgram } from '../../director-activities/helpers.js';
import { makeLoopItinerary } from './helpers.js';

// The query count of the parent's itinerary list: it built each itinerary with its own ~11
// queries (15 in all for one itinerary, 37 for three, 70 for six, before). It now reads each
// kind of row once for all of them, so the count does not grow with the list.

/** Queries sent by this process's pg clients (every query goes through Client#query). */
let queries = 0;
const query = pg.Client.prototype.query;

describe('GET /api/v1/parents/itineraries: a fixed number of queries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      queries += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }, 60_000);
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t.close();
  });

  it('reads the same number of times for one itinerary as for three and six', async () => {
    const parent = await makeUser(t, { role: 'Parent' });
    const specialist = await makeUser(t, { role: 'Specialist' });
    const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const program = await makeProgram(t, director.id, { name: 'Pine Lake Camp' });
    const { token } = await signIn(t, 'Parent', parent);
    const counts = new Map<number, number>();
    let made = 0;
    for (const total of [1, 3, 6]) {
      while (made < total) {
        made += 1;
        await makeLoopItinerary(t, {
          parentId: parent.id,
          specialistId: specialist.id,
          programId: program.id,
          status: 'review',
          childName: `Child ${made}`,
          pending: made % 2 === 0,
        });
      }
      // The app's background jobs (mail outbox, expiry) query too: the fewest of three requests
      // is the request's own count.
      let fewest = Infinity;
      for (let i = 0; i < 3; i += 1) {
        const before = queries;
        const res = await call(t, 'GET', '/api/v1/parents/itineraries', undefined, { token });
        fewest = Math.min(fewest, queries - before);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json<{ itineraries: unknown[] }>().itineraries).toHaveLength(total);
      }
      counts.set(total, fewest);
    }
    expect(counts.get(1)).toBeGreaterThan(0);
    expect(counts.get(3)).toBe(counts.get(1));
    expect(counts.get(6)).toBe(counts.get(1));
  });
});
