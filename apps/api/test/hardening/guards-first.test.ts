import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@camp/shared/enums';
import { createTestApp, type TestApp } from '../test-app.js';
import { freshIp, makeUser, signIn } from '../auth/helpers.js';

/*
 * Who is asking is checked before what is asked: on every route of the OpenAPI document that
 * needs a session, a caller without one gets 401 and a caller of another role 403, whatever the
 * body, query and path parameters, never the 400/422 that names the fields.
 */

interface GuardedRoute {
  method: string;
  path: string;
  roles: readonly Role[] | 'any';
}

let t: TestApp;
const guarded: GuardedRoute[] = [];
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, { security?: unknown[]; 'x-roles'?: Role[] | 'any' }>>;
  };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      // A public route declares an empty list (no session needed).
      if (!op.security?.length) continue;
      expect(op['x-roles'], `${method} ${path}`).toBeDefined();
      guarded.push({ method: method.toUpperCase(), path, roles: op['x-roles']! });
    }
  }
  for (const role of ROLES) {
    const user = await makeUser(t, {
      role,
      ...(role === 'CampDirector' ? { director: 'active' } : {}),
    });
    tokens.set(role, (await signIn(t, role, user)).token);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

/** A request wrong in every part the route validates: path parameters, query and body. */
function badRequest(route: GuardedRoute, authorization?: string) {
  const url = route.path.replace(/\{[^}]+\}/g, 'not-an-id') + '?page=-1&per_page=x&id=x';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization !== undefined) headers.authorization = authorization;
  return t.app.inject({
    method: route.method as 'POST',
    url,
    headers,
    remoteAddress: freshIp(),
    ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: '"not an object"' }),
  });
}

describe('guards run before validation', () => {
  it('finds the guarded routes in the document', () => {
    // The parents', specialists', directors' and admins' APIs: a guard lost from the document
    // would shrink this list, not fail a request.
    expect(guarded.length).toBeGreaterThan(80);
    const names = guarded.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('PUT /api/v1/parents/itineraries/{id}');
    expect(names).toContain('POST /api/v1/payment/checkout_sessions');
    expect(names).toContain('POST /rails/active_storage/direct_uploads');
    expect(names).toContain('POST /api/v1/admins/providers/{userId}/validation');
    expect(names).toContain('PUT /api/v1/admins/cancellation_requests/{id}');
  });

  it('answers 401 to a caller without a valid session, before reading the request', async () => {
    const failures: string[] = [];
    for (const route of guarded) {
      for (const authorization of [undefined, 'Bearer ', 'Bearer not.a.token']) {
        const res = await badRequest(route, authorization);
        if (res.statusCode !== 401) {
          failures.push(
            `${route.method} ${route.path} (${authorization ?? 'no token'}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to each role the route does not serve, before reading the request', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of guarded) {
      if (route.roles === 'any') continue;
      for (const role of ROLES.filter((r) => !route.roles.includes(r))) {
        checked += 1;
        const res = await badRequest(route, `Bearer ${tokens.get(role)!}`);
        if (res.statusCode !== 403) {
          failures.push(
            `${route.method} ${route.path} as ${role} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  });
});
