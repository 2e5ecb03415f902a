import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../src/plugins/errors.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';

/*
 * Input hardening (decision 0031): out-of-range numbers, text PostgreSQL cannot store, malformed
 * escapes and every error the framework raises itself answer 4xx in the documented shape.
 */

let t: TestApp;
let director: string;
let admin: string;
let specialist: string;
beforeAll(async () => {
  t = await createTestApp();
  director = (
    await signIn(t, 'CampDirector', await makeUser(t, { role: 'CampDirector', director: 'active' }))
  ).token;
  admin = (await signIn(t, 'Admin', await makeUser(t, { role: 'Admin' }))).token;
  specialist = (await signIn(t, 'Specialist', await makeUser(t, { role: 'Specialist' }))).token;
}, 60_000);
afterAll(async () => {
  await t.close();
});

function expectShape(
  res: LightMyRequestResponse | { statusCode: number; body: string },
  status: number,
  base?: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as { errors: Record<string, string[]>; _base?: string[] };
  expect(Object.keys(body).every((k) => k === 'errors' || k === '_base')).toBe(true);
  for (const messages of Object.values(body.errors)) {
    expect(messages.every((m) => typeof m === 'string' && m !== '')).toBe(true);
  }
  if (base !== undefined) {
    expect(body.errors._base).toEqual([base]);
    expect(body._base).toEqual([base]);
  }
  return body;
}

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('numbers beyond PostgreSQL integer', () => {
  const BIG = ['2147483648', '4294967296', '99999999999999999999'];

  it('refuses ids in a path beyond the column with 422, not 500', async () => {
    for (const id of BIG) {
      expectShape(
        await call(t, 'GET', `/api/v1/camp_directors/activities/${id}/edit`, undefined, {
          token: director,
        }),
        422,
      );
      expectShape(
        await call(
          t,
          'GET',
          `/api/v1/camp_directors/activity_providers/${id}/activities`,
          undefined,
          { token: director },
        ),
        422,
      );
      expectShape(await call(t, 'GET', `/api/dev/mailbox/${id}`), 422);
      expectShape(
        await call(
          t,
          'POST',
          `/api/v1/admins/providers/${id}/validation`,
          { status: 'validated' },
          { token: admin },
        ),
        422,
      );
    }
    // The largest id the column holds is a well-formed id that names nothing.
    expectShape(
      await call(t, 'GET', '/api/v1/camp_directors/activities/2147483647/edit', undefined, {
        token: director,
      }),
      404,
    );
  });

  it('refuses pages beyond the column, and lowers a catalog page to the last one', async () => {
    for (const page of BIG) {
      expectShape(
        await call(t, 'GET', '/api/v1/camp_directors/orders', undefined, {
          token: director,
          query: { page },
        }),
        422,
      );
      expectShape(
        await call(t, 'GET', '/api/v1/admins/providers', undefined, {
          token: admin,
          query: { page },
        }),
        422,
      );
      const res = await call(t, 'GET', '/api/v1/specialists/activities', undefined, {
        token: specialist,
        query: { page },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ page: number }>().page).toBe(1);
    }
  });

  it('refuses a price filter beyond what a cents column holds', async () => {
    const res = await call(t, 'GET', '/api/v1/specialists/activities', undefined, {
      token: specialist,
      query: { by_min_price: '21474837' },
    });
    expect(Object.keys(expectShape(res, 422).errors)).toEqual(['by_min_price']);
    const ok = await call(t, 'GET', '/api/v1/specialists/activities', undefined, {
      token: specialist,
      query: { by_max_price: '21474836.47' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('ids and money in bodies', () => {
  it('refuses a body id and a coupon price beyond their columns with 422', async () => {
    const parent = (await signIn(t, 'Parent', await makeUser(t))).token;
    const copy = await call(
      t,
      'POST',
      '/api/v1/parents/questionnaires',
      { copy_from_id: 2147483648 },
      { token: parent },
    );
    expect(Object.keys(expectShape(copy, 422).errors)).toEqual(['copy_from_id']);
    const coupon = await call(
      t,
      'POST',
      '/api/v1/payment/coupons',
      { promocode: 'WELCOME', price: 1e12 },
      { token: parent },
    );
    expect(expectShape(coupon, 422).errors.price).toBeDefined();
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a body field with 400 naming the field, and creates nothing', async () => {
    const before = await userCount();
    const res = await call(t, 'POST', '/api/v1/parents', {
      parent: {
        email: 'nul@example.com',
        password: 'correct-horse-9',
        first_name: 'A\u0000b',
        last_name: 'C',
      },
    });
    expect(expectShape(res, 400).errors).toEqual({ first_name: [REQUEST_MESSAGES.badCharacters] });
    expect(await userCount()).toBe(before);
  });

  it('drops only the wrapper the route declares from the field name (decision 0042)', async () => {
    // flatOrWrapped('admin', ...): the wrapper is dropped, as for a failed schema.
    const admin = await call(t, 'POST', '/api/v1/admins/sessions', {
      admin: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(expectShape(admin, 400).errors).toEqual({ email: [REQUEST_MESSAGES.badCharacters] });
    // Two wrappers in one body (`parent` and `fields`).
    const visitor = await call(t, 'POST', '/api/v1/questionnaires', {
      parent: { name: 'A B', email: 'v@example.com' },
      fields: { child_first_name: 'A\u0000' },
    });
    expect(expectShape(visitor, 400).errors).toEqual({
      child_first_name: [REQUEST_MESSAGES.badCharacters],
    });
    // A route whose body has no wrapper keeps the whole path.
    const flat = await call(t, 'POST', '/api/v1/contact_messages', {
      parent: { name: 'A\u0000' },
    });
    expect(expectShape(flat, 400).errors).toEqual({
      'parent.name': [REQUEST_MESSAGES.badCharacters],
    });
  });

  it('drops the declared wrapper from a failed schema too, and only from the body', async () => {
    const res = await call(
      t,
      'POST',
      '/api/v1/camp_directors/activity_providers',
      { activity_provider: { name: 7 } },
      { token: director },
    );
    const fields = Object.keys(expectShape(res, 422).errors);
    expect(fields).toContain('name');
    expect(fields.some((f) => f.startsWith('activity_provider'))).toBe(false);
  });

  it('refuses a lone surrogate (jsonb refuses it) and a NUL in an object key', async () => {
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"\\ud800","email":"a@example.com","message":"hi"}',
    });
    expect(expectShape(surrogate, 400).errors).toEqual({ name: [REQUEST_MESSAGES.badCharacters] });
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"a\\u0000":1}',
    });
    expectShape(key, 400);
  });

  it('refuses a NUL in a query, a path parameter and the public blob route', async () => {
    expectShape(
      await call(t, 'GET', '/api/v1/specialists/activities?by_search=a%00b', undefined, {
        token: specialist,
      }),
      400,
    );
    // Of a caller the route serves: anyone else is answered 401/403 before the address is read.
    expectShape(
      await call(t, 'GET', '/api/v1/specialists/itineraries/1%00', undefined, {
        token: specialist,
      }),
      400,
    );
    const blob = await t.app.inject({
      method: 'GET',
      url: '/rails/active_storage/blobs/ab%00cd/logo.png',
    });
    expect(expectShape(blob, 400).errors).toEqual({ signed_id: [REQUEST_MESSAGES.badCharacters] });
    const name = await t.app.inject({
      method: 'GET',
      url: '/rails/active_storage/blobs/abcd/lo%00go.png',
    });
    expect(expectShape(name, 400).errors).toEqual({ filename: [REQUEST_MESSAGES.badCharacters] });
  });
});

describe('deeply nested bodies', () => {
  it('answers a body nested hundreds of thousands deep with a 4xx in the shape', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const depth = Math.floor((1024 * 1024 - 10) / (open.length + close.length));
      const payload = `{"message":${open.repeat(depth)}"\u0000"${close.repeat(depth)}}`;
      for (const url of ['/api/v1/contact_messages', '/api/v1/parents']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
        expectShape(res, res.statusCode);
      }
    }
  });
});

describe('malformed percent-encoding', () => {
  it('refuses a query string that does not decode with 400', async () => {
    for (const query of ['by_search=%', 'by_search=%zz', 'page=%E0%A4', 'a%G1=1']) {
      expectShape(
        await call(t, 'GET', `/api/v1/specialists/activities?${query}`, undefined, {
          token: specialist,
        }),
        400,
        REQUEST_MESSAGES.badQuery,
      );
    }
    // Unauthenticated too: refused before the guard.
    expectShape(await call(t, 'GET', '/api/v1/packages?x=%'), 400, REQUEST_MESSAGES.badQuery);
  });

  it('refuses a path that does not decode with 400', async () => {
    for (const path of [
      '/api/v1/parents/questionnaires/%',
      '/api/v1/specialist/%E0%A4',
      '/rails/active_storage/blobs/%zz/x.png',
    ]) {
      expectShape(await t.app.inject({ method: 'GET', url: path }), 400, REQUEST_MESSAGES.badUrl);
    }
  });
});

describe('errors the framework raises answer in the documented shape', () => {
  it('413: a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact_messages',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expectShape(res, 413, REQUEST_MESSAGES.tooLarge);
  });

  it('400: a body that is not JSON, or empty with a JSON content type', async () => {
    for (const payload of ['{', '{"a":}', '']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/parents/sessions',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectShape(res, 400, REQUEST_MESSAGES.badJson);
    }
  });

  it('415: a content type the route does not take', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parents/sessions',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expectShape(res, 415, REQUEST_MESSAGES.mediaType);
  });

  it('414: a path parameter over 100 characters', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/specialist/${'1'.repeat(101)}` });
    expectShape(res, 414, REQUEST_MESSAGES.longParam);
  });

  it('404: an unknown route, and a known path with a method it does not have', async () => {
    expectShape(
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' }),
      404,
      REQUEST_MESSAGES.notFound,
    );
    expectShape(
      await t.app.inject({ method: 'PATCH', url: '/api/v1/packages' }),
      404,
      REQUEST_MESSAGES.notFound,
    );
    expectShape(
      await t.app.inject({ method: 'DELETE', url: '/api/v1/packages' }),
      404,
      REQUEST_MESSAGES.notFound,
    );
  });

  it('426: a plain GET of the WebSocket address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cable' });
    expectShape(res, 426, 'This address takes WebSocket connections only.');
  });

  describe('refused by Node’s HTTP parser, before Fastify (a real socket)', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Sends raw bytes and reads the whole answer (the server closes the connection). */
    function raw(request: string): Promise<{ statusCode: number; headers: string; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = data.split('\r\n\r\n');
          resolve({ statusCode: Number(head.split(' ')[1]), headers: head, body });
        });
        socket.write(request);
      });
    }

    it('431: an over-long URL', async () => {
      const res = await raw(
        `GET /api/v1/packages?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expectShape(res, 431, REQUEST_MESSAGES.headersTooLarge);
      expect(res.headers).toMatch(/content-type: application\/json/i);
    });

    it('431: an over-long header', async () => {
      const res = await raw(
        `GET /api/v1/packages HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expectShape(res, 431, REQUEST_MESSAGES.headersTooLarge);
    });

    it('400: a malformed request line', async () => {
      expectShape(await raw('GET /a b c\r\n\r\n'), 400, REQUEST_MESSAGES.malformed);
      expectShape(await raw('NOT-HTTP\r\n\r\n'), 400, REQUEST_MESSAGES.malformed);
    });
  });
});

describe('Cache-Control', () => {
  it('marks API answers, errors included, no-store', async () => {
    const ok = await call(t, 'GET', '/api/v1/packages');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    const refused = await call(t, 'GET', '/api/v1/parents/questionnaires');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const missing = await call(t, 'GET', '/api/v1/nothing-here');
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
