import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Role } from '@camp/shared/enums';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { users } from '../../src/db/schema/users.js';
import { issueSession } from '../../src/modules/auth/session.js';
import { CABLE_PATH } from '@camp/shared/realtime';
import { createTestApp, type TestApp } from '../test-app.js';
import { freshIp, makeUser } from '../auth/helpers.js';
import { makeActivity, makeFamily, makeQuestionnaire } from '../factories.js';
import { makeProgram } from '../director-activities/helpers.js';

/*
 * Property-based fuzzing of every route in the OpenAPI document (decision 0031). Each route
 * gets FUZZ_RUNS (200) generated malformed requests: wrong types,
 * numbers beyond PostgreSQL's integer range, NUL and other control characters, huge strings,
 * deeply nested values, bad percent-encodings in path and query, wrong content types, bodies
 * that are not JSON, multipart bodies that do not parse and bodies over the size limit; sent
 * unauthenticated, with a broken token, and as each role (so the
 * validation and service layers are reached, not only the role guard). Every answer must be
 * below 500, every error must be in the documented shape, and a 4xx must change nothing.
 *
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> FUZZ_ROUTE='PUT /api/v1/…'
 * (the route as the failure names it). FUZZ_RUNS changes the number of inputs per route.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Only the routes whose `METHOD /path` contains this text (reproducing one failure). */
const ONLY = process.env.FUZZ_ROUTE;

/*
 * Tables a refused (4xx) request legitimately writes; every other table is watched.
 * - sign_in_attempts: a wrong password is a 401 that must be counted (the lockout and the
 *   challenge after five failures depend on it).
 */
const MAY_CHANGE_ON_4XX = new Set(['sign_in_attempts']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  $ref?: string;
};

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string }[];
  body?: JsonSchema;
}

// ---------------------------------------------------------------------------------------------
// Generators of malformed values
// ---------------------------------------------------------------------------------------------

const outOfRangeNumber = fc.constantFrom(
  2147483648,
  2 ** 31 + 1,
  4294967296,
  2 ** 53,
  -2147483649,
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  1e20,
);

const controlChar = fc.oneof(
  fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('\u0000', '\u007f', '\ud800', '\udfff', '\uffff', '\ufeff', '\u202e'),
);

const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlChar, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

const hugeString = fc
  .tuple(fc.integer({ min: 5_000, max: 300_000 }), fc.constantFrom('x', 'é', '9', ' ', '%'))
  .map(([n, ch]) => ch.repeat(n));

const deeplyNested = fc
  .tuple(fc.integer({ min: 20, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const numericString = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '１',
  '1,000,000,000,000',
);

/** A value that is wrong somewhere a JSON value is expected. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: outOfRangeNumber, weight: 3 },
  { arbitrary: withControl, weight: 3 },
  { arbitrary: numericString, weight: 2 },
  { arbitrary: wrongType, weight: 3 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
);

/** Percent-encodes text, lone surrogates included (encodeURIComponent throws on those). */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

const badEncoding = fc.constantFrom(
  '%',
  '%%',
  '%G0',
  '%zz',
  '%E0%A4',
  '%C0%80',
  '%FF',
  '%ED%A0%80',
  'a%2',
  '%00',
  '%01',
  '%7F',
  '%F4%90%80%80',
);

/** An encoded text for a path segment or query value. */
const badUrlText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: badEncoding, weight: 3 },
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 5 }), badEncoding).map(([a, b]) => encode(a) + b),
    weight: 2,
  },
  { arbitrary: numericString.map(encode), weight: 3 },
  { arbitrary: withControl.map(encode), weight: 3 },
  { arbitrary: fc.integer({ min: 101, max: 3_000 }).map((n) => 'a'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom('1', '2', '3'), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }).map(encode), weight: 1 },
);

// ---------------------------------------------------------------------------------------------
// Valid-looking values from the JSON schema, with malformed values in some places
// ---------------------------------------------------------------------------------------------

function resolve(doc: Record<string, unknown>, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const parts = schema.$ref.replace(/^#\//, '').split('/');
  let node: unknown = doc;
  for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as JsonSchema | undefined) ?? {};
}

function plausible(
  doc: Record<string, unknown>,
  raw: JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  const inner = (s: JsonSchema) => mutated(doc, s, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(doc, s, depth)));
  if (schema.allOf?.length) return plausible(doc, schema.allOf[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const keys = Object.keys(props);
      if (depth > 4 || keys.length === 0) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, inner(props[k]!)])), {
        requiredKeys: (schema.required ?? []).filter((k) => keys.includes(k)),
      });
    }
    case 'array':
      return fc.array(inner(schema.items ?? {}), { maxLength: 3 });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const max = Math.max(min, Math.min(schema.maximum ?? 1000, min + 1000));
      const inRange =
        type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      // Ids of the callers' records, and what a 32-bit column cannot hold though the schema's
      // type allows it: the cases that once reached the database as 500s.
      return fc.oneof(
        { arbitrary: inRange, weight: 2 },
        { arbitrary: fc.constantFrom(1, 2, 3), weight: 1 },
        { arbitrary: fc.constantFrom(2147483648, 2 ** 53, -2147483649, 1e15), weight: 1 },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      switch (schema.format) {
        case 'email':
          return fc.constantFrom('fuzz@example.com', 'parent-fuzz@example.com');
        case 'date':
          return fc.constant('2027-06-14');
        case 'date-time':
          return fc.constant('2027-06-14T09:00:00.000Z');
        case 'uri':
          return fc.constant('https://camp.example.com');
        default:
          return fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom('1', '2027-06-14', 'Sports'),
          );
      }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Bodies with nothing in them, which a form's autosave sends: `{}` and, for each property that
 * is an object, `{ property: {} }` (`{"fields":{}}`).
 */
function emptyBodies(doc: Record<string, unknown>, schema: JsonSchema): unknown[] {
  const props = resolve(doc, schema).properties ?? {};
  const objects = Object.entries(props).filter(([, p]) => resolve(doc, p).type === 'object');
  return [{}, ...objects.map(([name]) => ({ [name]: {} }))];
}

/** A plausible value, or (one time in four) a malformed one in its place. */
function mutated(
  doc: Record<string, unknown>,
  schema: JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: plausible(doc, schema, depth), weight: 3 },
    { arbitrary: badValue, weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

type Caller = 'none' | 'broken' | Role;

interface FuzzRequest {
  caller: Caller;
  path: string;
  query: string;
  body: { contentType: string | null; payload: string | null };
}

const contentTypes = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json\u0000',
);

const notJson = fc.constantFrom(
  '{',
  '{"a":}',
  '[1,',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  'null',
  '""',
  '',
  '1e999999',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
);

/** Multipart with a boundary, so the parser starts on the body, and bodies it cannot parse. */
const multipartContentType = fc.constantFrom(
  'multipart/form-data; boundary=b',
  'multipart/form-data; boundary="b"',
  'multipart/form-data; boundary=b; charset=utf-8',
);
const malformedMultipart = fc.constantFrom(
  'str',
  '--b',
  '--b\r\n',
  '--b\r\nContent-Disposition: form-data; name="file"',
  '--b\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
  '--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--',
  '--b\r\n\r\n--b--',
  '--b--',
);

/** Bodies just over the 1 MB limit and well over it. */
const overLimit = fc
  .constantFrom(1024 * 1024 + 1, 1_400_000, 3 * 1024 * 1024)
  .map((n) => `"${'x'.repeat(n - 2)}"`);

function requestArb(doc: Record<string, unknown>, op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pathWith = (value: fc.Arbitrary<string>) =>
    fc
      .tuple(...pathParams.map(() => value))
      .map((values) =>
        pathParams.reduce((p, name, i) => p.replace(`{${name}}`, values[i]!), op.path),
      );
  // Ids 1-3 name the records made for the callers (beforeAll).
  const goodPath = pathWith(fc.constantFrom('1', '2', '3'));
  const badPath = pathWith(badUrlText);
  const badQuery = fc
    .array(
      fc.tuple(
        fc.oneof(
          ...(queryParams.length ? [fc.constantFrom(...queryParams)] : []),
          fc.constantFrom('page', 'id', '%', 'a%zz', 'x%00'),
        ),
        badUrlText,
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const json = (v: unknown) => ({
    contentType: 'application/json',
    payload: JSON.stringify(v) ?? 'null',
  });
  const jsonBody = fc.oneof(
    { arbitrary: (op.body ? mutated(doc, op.body) : badValue).map(json), weight: 4 },
    // What a form's autosave sends with nothing in it.
    {
      arbitrary: fc.constantFrom(...(op.body ? emptyBodies(doc, op.body) : [{}])).map(json),
      weight: 1,
    },
    { arbitrary: fc.constant({ contentType: null, payload: null }), weight: 1 },
  );
  const badBody = fc.oneof(
    fc
      .tuple(contentTypes, op.body ? mutated(doc, op.body) : badValue)
      .map(([contentType, v]) => ({ contentType, payload: JSON.stringify(v) ?? 'null' })),
    fc.tuple(contentTypes, notJson).map(([contentType, payload]) => ({ contentType, payload })),
    fc
      .tuple(multipartContentType, malformedMultipart)
      .map(([contentType, payload]) => ({ contentType, payload })),
    fc.tuple(contentTypes, overLimit).map(([contentType, payload]) => ({ contentType, payload })),
  );
  const caller = fc.oneof(
    { arbitrary: fc.constantFrom<Caller>('none', 'broken'), weight: 1 },
    {
      arbitrary: fc.constantFrom<Caller>('Parent', 'Specialist', 'CampDirector', 'Admin'),
      weight: 3,
    },
  );
  // Mostly one malformed part at a time, so it gets past the checks of the others and reaches
  // the validators and services; sometimes everything at once.
  const request = (
    path: fc.Arbitrary<string>,
    query: fc.Arbitrary<string>,
    body: fc.Arbitrary<FuzzRequest['body']>,
  ) => fc.record({ caller, path, query, body });
  return fc.oneof(
    { arbitrary: request(goodPath, fc.constant(''), jsonBody), weight: 4 },
    { arbitrary: request(badPath, fc.constant(''), jsonBody), weight: 1 },
    { arbitrary: request(goodPath, badQuery, jsonBody), weight: 1 },
    { arbitrary: request(goodPath, fc.constant(''), badBody), weight: 1 },
    { arbitrary: request(badPath, badQuery, badBody), weight: 1 },
  );
}

// ---------------------------------------------------------------------------------------------
// The suite
// ---------------------------------------------------------------------------------------------

let t: TestApp;
let doc: Record<string, unknown>;
const operations: Operation[] = [];
const tokens = new Map<Role, string>();
const userIds = new Map<Role, number>();
let lastWrite = 0;
/** Answers by status, printed at the end: shows how far the inputs got (guards, 404s, 2xx). */
const statuses = new Map<number, number>();

async function token(role: Role): Promise<string> {
  const known = tokens.get(role);
  if (known) return known;
  const id = userIds.get(role);
  let [row] = id ? await t.db.select().from(users).where(eq(users.id, id)) : [];
  if (!row || row.deletedAt) {
    // The first use, or a 2xx removed the account (DELETE /api/v1/parents): a new one.
    const made = await makeUser(t, {
      role,
      ...(role === 'CampDirector' ? { director: 'active' } : {}),
    });
    userIds.set(role, made.id);
    [row] = await t.db.select().from(users).where(eq(users.id, made.id));
  }
  const session = await issueSession(t.ctx, row!);
  tokens.set(role, session.token);
  return session.token;
}

async function writesSince(): Promise<{ tbl: string; op: string }[]> {
  const result = await t.db.execute<{ id: string; tbl: string; op: string }>(
    sql`SELECT id, tbl, op FROM fuzz_writes WHERE id > ${lastWrite} ORDER BY id`,
  );
  const rows = (result as unknown as { rows: { id: string; tbl: string; op: string }[] }).rows;
  if (rows.length) lastWrite = Number(rows[rows.length - 1]!.id);
  return rows;
}

function checkShape(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error body is not JSON: ${body.slice(0, 200)}`;
  }
  const isMessages = (v: unknown) =>
    Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && m.length > 0);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'not an object';
  const { errors, _base, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length) return `unexpected keys ${Object.keys(rest).join(', ')}`;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors))
    return 'no errors object';
  const entries = Object.entries(errors);
  if (!entries.length) return 'empty errors';
  for (const [field, messages] of entries) {
    if (!isMessages(messages)) return `errors.${field} is not a list of messages`;
  }
  if (_base !== undefined && !isMessages(_base)) return '_base is not a list of messages';
  return null;
}

async function send(op: Operation, req: FuzzRequest): Promise<void> {
  const headers: Record<string, string> = {};
  if (req.caller === 'broken') headers.authorization = 'Bearer not.a.token';
  else if (req.caller !== 'none') headers.authorization = `Bearer ${await token(req.caller)}`;
  if (req.body.contentType) headers['content-type'] = req.body.contentType;
  const url = req.query ? `${req.path}?${req.query}` : req.path;
  // Writes of the test's own (a caller's account made above) are not the request's, nor are
  // those of MIA's replies to earlier questions, finishing in the background.
  await t.app.miaReplies.idle();
  await writesSince();
  const res = await t.app.inject({
    method: op.method as 'GET',
    url,
    headers,
    remoteAddress: freshIp(),
    ...(req.body.payload !== null ? { payload: req.body.payload } : {}),
  });
  const writes = await writesSince();
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (process.env.FUZZ_DEBUG)
    console.log(
      req.caller,
      url.slice(0, 80),
      req.body.payload?.slice(0, 60),
      res.statusCode,
      res.body.slice(0, 100),
    );
  const what = `${op.method} ${url.slice(0, 300)} as ${req.caller} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${what}`);
  if (res.statusCode >= 400) {
    const problem = checkShape(res.body);
    if (problem) throw new Error(`error shape (${problem}): ${what}`);
    const changed = writes.filter((w) => !MAY_CHANGE_ON_4XX.has(w.tbl));
    if (changed.length) {
      const tables = [...new Set(changed.map((w) => `${w.op} ${w.tbl}`))].join(', ');
      throw new Error(`a ${res.statusCode} changed ${tables}: ${what}`);
    }
  } else if (req.caller !== 'none' && req.caller !== 'broken' && op.method !== 'GET') {
    // A 2xx may sign the caller out or delete the account: the next request gets a fresh token.
    tokens.delete(req.caller);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Record<string, unknown>;
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, raw] of Object.entries(ops)) {
      const op = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(op.requestBody?.content?.['application/json']?.schema
          ? { body: op.requestBody.content['application/json'].schema }
          : {}),
      });
    }
  }
  // Routes the document leaves out (hidden, the WebSocket, the upload URL handed out), a path
  // nobody serves and a method a known path does not have: they answer the same malformed input
  // in the same shape.
  operations.push(
    { method: 'GET', path: '/health', parameters: [] },
    { method: 'GET', path: CABLE_PATH, parameters: [{ in: 'query', name: 'token' }] },
    {
      method: 'PUT',
      path: '/rails/active_storage/disk/{token}',
      parameters: [{ in: 'path', name: 'token' }],
    },
    { method: 'GET', path: '/api/v1/nothing/{id}', parameters: [{ in: 'path', name: 'id' }] },
    { method: 'PATCH', path: '/api/v1/parents', parameters: [] },
  );

  // Rows for the ids 1-3 the generators use, owned by the callers, so requests reach the
  // services with real records: the parent's submitted questionnaire (1) and a draft (2) and
  // itinerary (1), assigned to the specialist; the director's program and activity (1).
  const family = await makeFamily(t);
  await makeQuestionnaire(t, family.parent.id, {
    child: null,
    questionnaire: { status: 'draft', submittedAt: null },
  });
  const specialist = await makeUser(t, { role: 'Specialist' });
  await t.db
    .update(itineraries)
    .set({ specialistId: specialist.id })
    .where(eq(itineraries.id, family.itinerary.id));
  const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
  const program = await makeProgram(t, director.id);
  await makeActivity(t, program.id);
  userIds.set('Parent', family.parent.id);
  userIds.set('Specialist', specialist.id);
  userIds.set('CampDirector', director.id);
  for (const role of ['Parent', 'Specialist', 'CampDirector', 'Admin'] as const) await token(role);

  // Every row written from here on is logged by a trigger, so a 4xx that wrote shows up.
  // One statement per call: a prepared statement holds one command.
  await t.db.execute(
    sql`CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL)`,
  );
  await t.db.execute(sql`
    CREATE FUNCTION fuzz_note() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_writes (tbl, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$
  `);
  const tables = await t.db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes'`,
  );
  for (const { tablename } of (tables as unknown as { rows: { tablename: string }[] }).rows) {
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fuzz_row AFTER INSERT OR UPDATE OR DELETE ON "${tablename}"
        FOR EACH ROW EXECUTE FUNCTION fuzz_note()`),
    );
    await t.db.execute(
      sql.raw(`CREATE TRIGGER fuzz_truncate AFTER TRUNCATE ON "${tablename}"
        FOR EACH STATEMENT EXECUTE FUNCTION fuzz_note()`),
    );
  }
  // The log sees a write (else the 'changes nothing' check could never fail).
  await t.db.update(users).set({ name: 'Fuzz Check' }).where(eq(users.id, specialist.id));
  const seen = await writesSince();
  if (!seen.some((w) => w.tbl === 'users' && w.op === 'UPDATE')) {
    throw new Error(`the write log missed an update: ${JSON.stringify(seen)}`);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('every route of the OpenAPI document, malformed input', () => {
  it('covers the whole document', () => {
    if (operations.length < 84) throw new Error(`only ${operations.length} operations`);
  });

  // Routes are read from the document at run time; one test walks them so a new route is
  // fuzzed without editing this file. Its limit only catches a hang: the walk (about 20,000
  // requests) took 900 s at a load average of 27 on the 2-core CI machine.
  it('answers below 500, in the error shape, and changes nothing on a 4xx', async () => {
    let inputs = 0;
    const failures: string[] = [];
    const started = performance.now();
    for (const op of operations) {
      if (ONLY && !`${op.method} ${op.path}`.includes(ONLY)) continue;
      // Every route is walked even after a failure, so one run reports all of them.
      await fc
        .assert(
          fc.asyncProperty(requestArb(doc, op), async (req) => {
            inputs += 1;
            await send(op, req);
          }),
          {
            numRuns: RUNS,
            includeErrorInReport: true,
            ...(SEED !== undefined ? { seed: SEED } : {}),
          },
        )
        .catch((err: unknown) => {
          failures.push(`${op.method} ${op.path}: ${(err as Error).message}`);
        });
    }
    console.log(
      `fuzz: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
    );
    console.log(
      `fuzz: ${operations.length} operations, ${inputs} inputs, ${Math.round(performance.now() - started)} ms`,
    );
    if (failures.length) throw new Error(failures.join('\n\n'));
  }, 3_000_000);
});
