import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIVER_MESSAGES as W, type Waiver, type WaiverSignature } from '@camp/shared/waivers';
import { waiverSignatures } from '../../src/db/schema/program-waivers.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, outboxFor, signIn } from '../auth/helpers.js';
import { makeActivity } from '../factories.js';
import { makeProgram } from '../director-activities/helpers.js';
import {
  CHECKOUT_URL,
  checkoutRows,
  makeApprovedItinerary,
  makeProviders,
} from '../payments/checkout/helpers.js';
import { makePdf, putPdf, uploadPdf } from './helpers.js';

// Program waivers: the director's document and its versions, the parent's signature per child
// and season, the booking refused without it, the signed copy and who may download it.

const waiverUrl = (programId: number) =>
  `/api/v1/camp_directors/activity_providers/${programId}/waiver`;
const signaturesUrl = (programId: number) =>
  `/api/v1/camp_directors/activity_providers/${programId}/waiver_signatures`;
const itineraryWaivers = (id: number) => `/api/v1/parents/itineraries/${id}/waivers`;
const signUrl = (id: number) => `/api/v1/parents/itineraries/${id}/waiver_signatures`;
const today = () => new Date().toISOString().slice(0, 10);
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

const TEXT = 'I allow my child to take part.\n\nI understand the risks of outdoor activities.';

type Family = Awaited<ReturnType<typeof makeApprovedItinerary>>;

describe('program waivers', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof makeProviders>>;
  let pineToken: string;
  let oakToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    p = await makeProviders(t);
    pineToken = (await signIn(t, 'CampDirector', p.pineDirector)).token;
    oakToken = (await signIn(t, 'CampDirector', p.oakDirector)).token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function putWaiver(programId: number, waiver: Record<string, unknown>, token = pineToken) {
    return call(t, 'PUT', waiverUrl(programId), { waiver }, { token });
  }

  async function currentVersion(programId: number, token = pineToken): Promise<Waiver> {
    const res = await call(t, 'GET', waiverUrl(programId), undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ waiver: Waiver }>().waiver;
  }

  function sign(family: Family, programId: number, body: Partial<Record<string, unknown>> = {}) {
    return call(
      t,
      'POST',
      signUrl(family.itinerary.id),
      {
        program_id: programId,
        season: 2027,
        signer_name: 'Jamie Fox',
        signed_on: today(),
        agree: true,
        ...body,
      },
      { token: family.token },
    );
  }

  async function signCurrent(family: Family, programId: number, token = pineToken) {
    const version = (await currentVersion(programId, token)).version;
    const res = await sign(family, programId, { waiver_version: version });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ signature: WaiverSignature }>().signature;
  }

  const checkout = (family: Family) =>
    call(t, 'POST', CHECKOUT_URL, { itinerary_id: family.itinerary.id }, { token: family.token });

  describe('the director’s document', () => {
    it('asks who is asking before the body: 401 without a session, 403 for a parent', async () => {
      expect((await call(t, 'PUT', waiverUrl(p.pine.id), { bad: 1 })).statusCode).toBe(401);
      const parent = await makeUser(t, { role: 'Parent' });
      const { token } = await signIn(t, 'Parent', parent);
      const res = await call(t, 'PUT', waiverUrl(p.pine.id), { bad: 1 }, { token });
      expect(res.statusCode).toBe(403);
    });

    it('refuses neither or both documents and another director’s program, changing nothing', async () => {
      const neither = await putWaiver(p.pine.id, { title: 'Waiver', required: true });
      expect(neither.statusCode).toBe(422);
      expect(neither.json()).toEqual({ errors: { body: [W.documentRequired] } });
      const both = await putWaiver(p.pine.id, {
        title: 'Waiver',
        required: true,
        body: TEXT,
        document: 'abc',
      });
      expect(both.json()).toEqual({ errors: { body: [W.documentBoth] } });
      const foreign = await putWaiver(
        p.pine.id,
        { title: 'W', required: true, body: TEXT },
        oakToken,
      );
      expect(foreign.statusCode).toBe(404);
      expect(await currentVersion(p.pine.id)).toBeNull();
    });

    it('refuses a PDF that is not the director’s own upload', async () => {
      const oakPdf = await uploadPdf(t, oakToken, await makePdf('Oak waiver'));
      const res = await putWaiver(p.pine.id, { title: 'W', required: true, document: oakPdf });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { document: [W.documentInvalid] } });
    });

    it('checks an uploaded PDF by its content: a text named .pdf is refused', async () => {
      const fake = Buffer.from('%PDF-1.7\nnot really a PDF at all\n%%EOF');
      const { res } = await putPdf(t, pineToken, fake);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { file: [W.pdfUnreadable] } });
      const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
      expect((await putPdf(t, pineToken, png)).res.statusCode).toBe(422);
    });

    it('keeps versions: `required` alone changes the version in place, a new text is the next', async () => {
      const v1 = (
        await putWaiver(p.pine.id, { title: 'Pine waiver', required: true, body: TEXT })
      ).json<{ waiver: Waiver }>().waiver;
      expect(v1).toMatchObject({ version: 1, kind: 'text', required: true, sha256: sha256(TEXT) });
      const optional = (
        await putWaiver(p.pine.id, { title: 'Pine waiver', required: false, body: TEXT })
      ).json<{ waiver: Waiver }>().waiver;
      expect(optional).toMatchObject({ id: v1.id, version: 1, required: false });
      const v2 = (
        await putWaiver(p.pine.id, { title: 'Pine waiver', required: true, body: `${TEXT} Two.` })
      ).json<{ waiver: Waiver }>().waiver;
      expect(v2).toMatchObject({ version: 2, required: true });
      expect(v2.id).not.toBe(v1.id);
    });

    it('takes an uploaded PDF as the document, hashed by its bytes', async () => {
      const oakProgram = await makeProgram(t, p.oakDirector.id, { name: 'Oak Annex' });
      const bytes = await makePdf('Oak Annex waiver', 3);
      const signedId = await uploadPdf(t, oakToken, bytes);
      const res = await putWaiver(
        oakProgram.id,
        { title: 'Annex waiver', required: true, document: signedId },
        oakToken,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ waiver: Waiver }>().waiver).toMatchObject({
        version: 1,
        kind: 'pdf',
        document: signedId,
        sha256: sha256(bytes),
      });
    });
  });

  describe('signing and booking', () => {
    it('refuses the booking while the required waiver is unsigned, holding nothing', async () => {
      await putWaiver(p.pine.id, { title: 'Pine waiver', required: true, body: TEXT });
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const before = (await checkoutRows(t)).sessions.length;
      const res = await checkout(family);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        errors: { waivers: [W.missingSignature('Pine Lake Camp', 'Riley', 2027)] },
      });
      expect((await checkoutRows(t)).sessions.length).toBe(before);
    });

    it('signs for the child and season, mails both sides, and then books', async () => {
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const listed = await call(t, 'GET', itineraryWaivers(family.itinerary.id), undefined, {
        token: family.token,
      });
      expect(listed.statusCode).toBe(200);
      const body = listed.json<{ child_name: string; waivers: { signature: unknown }[] }>();
      expect(body.child_name).toBe('Riley');
      expect(body.waivers).toHaveLength(1);
      expect(body.waivers[0]).toMatchObject({
        program_id: p.pine.id,
        season: 2027,
        activity_names: ['Lake Week'],
        signature: null,
      });

      const waiver = await currentVersion(p.pine.id);
      const signature = await signCurrent(family, p.pine.id);
      expect(signature).toMatchObject({
        signer_name: 'Jamie Fox',
        signed_on: today(),
        season: 2027,
        child_name: 'Riley',
        waiver_version: waiver.version,
        document_sha256: waiver.sha256,
        current: true,
      });
      const parentMail = (await outboxFor(t, family.parent.email)).find(
        (m) => m.template === 'waiver_signed',
      );
      expect(parentMail?.subject).toBe('You signed the Pine Lake Camp waiver for Riley');
      const directorMail = (await outboxFor(t, p.pineDirector.email)).find(
        (m) => m.template === 'waiver_signed_director',
      );
      expect(directorMail?.text).toContain('Signed by Jamie Fox');

      const booked = await checkout(family);
      expect(booked.statusCode, booked.body).toBe(201);
    });

    it('a new version asks for a new signature; an old version cannot be signed', async () => {
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const old = await signCurrent(family, p.pine.id);
      await putWaiver(p.pine.id, { title: 'Pine waiver', required: true, body: `${TEXT} v-next` });
      const current = await currentVersion(p.pine.id);
      expect(current.version).toBe(old.waiver_version + 1);

      expect((await checkout(family)).statusCode).toBe(422);
      const listed = await call(t, 'GET', itineraryWaivers(family.itinerary.id), undefined, {
        token: family.token,
      });
      expect(listed.json<{ waivers: { signature: unknown }[] }>().waivers[0]!.signature).toBeNull();
      const stale = await sign(family, p.pine.id, { waiver_version: old.waiver_version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().errors).toEqual({ _base: [W.versionChanged] });

      await signCurrent(family, p.pine.id);
      expect((await checkout(family)).statusCode).toBe(201);
    });

    it('an optional waiver lets the booking through unsigned', async () => {
      await putWaiver(p.oak.id, { title: 'Oak waiver', required: false, body: TEXT }, oakToken);
      const family = await makeApprovedItinerary(t, [p.hill.id]);
      expect((await checkout(family)).statusCode).toBe(201);
    });

    it('refuses bad signatures under their fields, and another family’s itinerary 404', async () => {
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const version = (await currentVersion(p.pine.id)).version;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ agree: false }, 'agree', W.agreeRequired],
        [{ signer_name: '   ' }, 'signer_name', W.signerNameRequired],
        [{ signed_on: '2020-01-01' }, 'signed_on', W.signedOnInvalid],
        [{ season: 2030 }, 'program_id', W.notInItinerary],
        [{ program_id: p.oak.id }, 'program_id', W.notInItinerary],
      ];
      for (const [change, field, message] of cases) {
        const res = await sign(family, p.pine.id, { waiver_version: version, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().errors[field]).toEqual([message]);
      }
      const other = await makeApprovedItinerary(t, [p.lake.id]);
      const res = await call(
        t,
        'POST',
        signUrl(other.itinerary.id),
        {
          program_id: p.pine.id,
          season: 2027,
          waiver_version: version,
          signer_name: 'X',
          signed_on: today(),
          agree: true,
        },
        { token: family.token },
      );
      expect(res.statusCode).toBe(404);
      const [n] = await t.db
        .select({ n: count() })
        .from(waiverSignatures)
        .where(eq(waiverSignatures.parentId, family.parent.id));
      expect(n!.n).toBe(0);
    });

    it('many simultaneous signatures of the same waiver keep one, and one copy', async () => {
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const version = (await currentVersion(p.pine.id)).version;
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => sign(family, p.pine.id, { waiver_version: version })),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(answers.map((r) => r.json<{ signature: { id: number } }>().signature.id));
      expect(ids.size).toBe(1);
    });
  });

  describe('the signed copy', () => {
    it('is a PDF of the text and a signature page, for the family and the director only', async () => {
      const family = await makeApprovedItinerary(t, [p.lake.id]);
      const signature = await signCurrent(family, p.pine.id);
      const asParent = await call(t, 'GET', signature.pdf_path, undefined, { token: family.token });
      expect(asParent.statusCode).toBe(200);
      expect(asParent.headers['content-type']).toBe('application/pdf');
      const doc = await PDFDocument.load(asParent.rawPayload);
      expect(doc.getPageCount()).toBe(2);
      expect(doc.getTitle()).toContain('Riley');

      const asDirector = await call(t, 'GET', signature.pdf_path, undefined, { token: pineToken });
      expect(asDirector.statusCode).toBe(200);
      expect(asDirector.rawPayload.equals(asParent.rawPayload)).toBe(true);
      const [row] = await t.db
        .select()
        .from(waiverSignatures)
        .where(eq(waiverSignatures.id, signature.id));
      expect(row!.pdfSha256).toBe(sha256(asParent.rawPayload));

      const list = await call(t, 'GET', signaturesUrl(p.pine.id), undefined, { token: pineToken });
      expect(list.json<{ signatures: { id: number }[] }>().signatures.map((s) => s.id)).toContain(
        signature.id,
      );

      const stranger = await makeApprovedItinerary(t, [p.lake.id]);
      const specialist = await makeUser(t, { role: 'Specialist' });
      const specialistToken = (await signIn(t, 'Specialist', specialist)).token;
      for (const token of [oakToken, stranger.token, specialistToken]) {
        const res = await call(t, 'GET', signature.pdf_path, undefined, { token });
        expect(res.statusCode).toBe(404);
      }
      expect((await call(t, 'GET', signature.pdf_path)).statusCode).toBe(401);
      const foreignList = await call(t, 'GET', signaturesUrl(p.pine.id), undefined, {
        token: oakToken,
      });
      expect(foreignList.statusCode).toBe(404);
    });

    it('of an uploaded PDF keeps its pages and adds the signature page', async () => {
      const director = await makeUser(t, { role: 'CampDirector', director: 'active' });
      const token = (await signIn(t, 'CampDirector', director)).token;
      const program = await makeProgram(t, director.id, { name: 'Maple Camp' });
      const activity = await makeActivity(t, program.id, { name: 'Maple Week' });
      const signedId = await uploadPdf(t, token, await makePdf('Maple waiver', 3));
      await putWaiver(program.id, { title: 'Maple', required: true, document: signedId }, token);
      const family = await makeApprovedItinerary(t, [activity.id]);
      const signature = await signCurrent(family, program.id, token);
      const res = await call(t, 'GET', signature.pdf_path, undefined, { token: family.token });
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(4);
    });
  });
});
