import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaiverSignature } from '@camp/shared/waivers';
import { waiverSignatures } from '../../src/db/schema/program-waivers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeApprovedItinerary, makeProviders } from '../payments/checkout/helpers.js';

// A family's erasure (the parent's own deletion and the back office's erasure on request) keeps
// the waiver signatures and their signed copies as they are: the camp's record of consent
// (decision 0112). The family's side of them ends with the account.

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);

describe('waiver signatures when a family is erased', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let directorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
    directorToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    const admin = await makeUser(t, { role: 'Admin', name: 'Ada Admin' });
    adminToken = (await signIn(t, 'Admin', admin)).token;
    const put = await call(
      t,
      'PUT',
      `/api/v1/camp_directors/activity_providers/${p.pine.id}/waiver`,
      { waiver: { title: 'Pine waiver', required: true, body: 'I allow my child to swim.' } },
      { token: directorToken },
    );
    expect(put.statusCode, put.body).toBeLessThan(300);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function signedFamily(signer: string) {
    const family = await makeApprovedItinerary(t, [p.lake.id]);
    const res = await call(
      t,
      'POST',
      `/api/v1/parents/itineraries/${family.itinerary.id}/waiver_signatures`,
      {
        program_id: p.pine.id,
        season: 2027,
        signer_name: signer,
        signed_on: today(),
        agree: true,
        waiver_version: 1,
      },
      { token: family.token },
    );
    expect(res.statusCode, res.body).toBe(201);
    const signature = res.json<{ signature: WaiverSignature }>().signature;
    const [row] = await t.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, signature.id));
    const pdf = await call(t, 'GET', signature.pdf_path, undefined, { token: directorToken });
    expect(pdf.statusCode).toBe(200);
    return { family, signature, row: row!, pdf: pdf.rawPayload };
  }

  const directorList = async () =>
    (
      await call(
        t,
        'GET',
        `/api/v1/camp_directors/activity_providers/${p.pine.id}/waiver_signatures`,
        undefined,
        { token: directorToken },
      )
    ).json<{ signatures: WaiverSignature[] }>().signatures;

  async function expectKept(s: Awaited<ReturnType<typeof signedFamily>>, signer: string) {
    const [row] = await t.db
      .select()
      .from(waiverSignatures)
      .where(eq(waiverSignatures.id, s.signature.id));
    // The row is untouched: the typed name, the date, the version, the hashes and the copy.
    expect(row).toEqual(s.row);
    const stored = await t.ctx.storage.get(row!.pdfKey);
    expect(stored && sha256(stored)).toBe(row!.pdfSha256);
    // The program's director still downloads the same signed copy.
    const pdf = await call(t, 'GET', s.signature.pdf_path, undefined, { token: directorToken });
    expect(pdf.statusCode).toBe(200);
    expect(sha256(pdf.rawPayload)).toBe(sha256(s.pdf));
    // Their list names the signer as typed; the child and the account are anonymised.
    expect((await directorList()).find((x) => x.id === s.signature.id)).toMatchObject({
      signer_name: signer,
      child_name: 'Deleted child',
      parent_name: 'Deleted user',
    });
    // The erased account's session is gone; a new account on the same e-mail is a stranger.
    const old = await call(t, 'GET', s.signature.pdf_path, undefined, { token: s.family.token });
    expect(old.statusCode).toBe(401);
    const again = await makeUser(t, { role: 'Parent', email: s.family.parent.email });
    const { token } = await signIn(t, 'Parent', again);
    expect((await call(t, 'GET', s.signature.pdf_path, undefined, { token })).statusCode).toBe(404);
  }

  it('keeps them when the parent deletes their own account', async () => {
    const s = await signedFamily('Jamie Fox');
    const res = await call(t, 'DELETE', '/api/v1/parents', undefined, {
      token: s.family.token,
      query: { id: String(s.family.parent.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectKept(s, 'Jamie Fox');
  });

  it('keeps them when an admin erases the family on request', async () => {
    const s = await signedFamily('Robin Reed');
    const res = await call(
      t,
      'POST',
      `/api/v1/admins/families/${s.family.parent.id}/erasure`,
      { email: s.family.parent.email },
      { token: adminToken },
    );
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expectKept(s, 'Robin Reed');
  });
});
