import { createHash, randomBytes } from 'node:crypto';
import {
  WAIVER_MESSAGES as M,
  seasonOf,
  type ItineraryWaiversResponse,
  type SignWaiverInput,
  type WaiverSignature,
} from '@camp/shared/waivers';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CurrentUser } from '../../plugins/auth.js';
import * as itinerariesRepo from '../../data/itineraries/repository.js';
import * as paymentsRepo from '../../data/itineraries/payments.js';
import * as accountsRepo from '../../data/accounts/repository.js';
import * as uploads from '../uploads/index.js';
import { enqueueMail } from '../mail/index.js';
import * as repo from './repository.js';
import { signedPdfCopy, signedTextCopy, type SignedCopyFacts } from './pdf.js';
import { signatureView, waiverView } from './views.js';

// The parent's side: the waivers an itinerary's activities ask for, and signing one for the
// itinerary's child. The child is the itinerary's (the one its questionnaire created).

export const ITINERARY_NOT_FOUND = 'Itinerary not found';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAY_MS = 86_400_000;

interface ProgramSeason {
  providerId: number;
  providerName: string;
  directorId: number | null;
  season: number;
  activityNames: string[];
}

/** The itinerary's programs by season, from its activities that are not canceled. */
function programSeasons(lines: paymentsRepo.PaymentLine[]): ProgramSeason[] {
  const byKey = new Map<string, ProgramSeason>();
  for (const l of lines) {
    if (l.canceledAt) continue;
    const season = seasonOf(l.startDate);
    const key = `${l.providerId}:${season}`;
    const entry = byKey.get(key) ?? {
      providerId: l.providerId,
      providerName: l.providerName,
      directorId: l.directorId,
      season,
      activityNames: [],
    };
    entry.activityNames.push(l.name);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

async function ownItinerary(db: DbOrTx, parent: CurrentUser, itineraryId: number) {
  const it = await itinerariesRepo.findItinerary(db, itineraryId, false, parent.id);
  if (!it) throw AppError.notFound(ITINERARY_NOT_FOUND);
  return it;
}

/** GET …/itineraries/{id}/waivers: each program and season with a waiver, and its signature. */
export async function itineraryWaivers(
  ctx: AppContext,
  parent: CurrentUser,
  itineraryId: number,
): Promise<ItineraryWaiversResponse> {
  const it = await ownItinerary(ctx.db, parent, itineraryId);
  const lines = await paymentsRepo.paymentLinesOf(ctx.db, [it.id]);
  const childName = lines[0]?.childName ?? null;
  const seasons = programSeasons(lines);
  const waivers = await repo.currentWaivers(ctx.db, [...new Set(seasons.map((s) => s.providerId))]);
  const signatures =
    it.childId === null
      ? new Map<string, repo.SignatureRow>()
      : await repo.signaturesOfChild(
          ctx.db,
          it.childId,
          [...waivers.values()].map((w) => w.id),
        );
  const out: ItineraryWaiversResponse['waivers'] = [];
  for (const s of seasons) {
    const waiver = waivers.get(s.providerId);
    if (!waiver) continue;
    const signature = signatures.get(`${waiver.id}:${s.season}`);
    out.push({
      program_id: s.providerId,
      program_name: s.providerName,
      season: s.season,
      activity_names: s.activityNames,
      waiver: await waiverView(ctx.db, waiver),
      signature: signature
        ? signatureView(
            signature,
            { programName: s.providerName, childName: childName ?? '', parentName: parent.name },
            waiver.id,
          )
        : null,
    });
  }
  return { child_name: childName, waivers: out };
}

interface SigningFacts {
  season: ProgramSeason;
  waiver: repo.WaiverRow;
  childId: number;
  childName: string;
}

/** What signing needs, checked: the program and season are the itinerary's, the version current. */
async function signingFacts(
  ctx: AppContext,
  parent: CurrentUser,
  itineraryId: number,
  input: SignWaiverInput,
): Promise<SigningFacts | { existing: repo.SignatureRow; facts: Omit<SigningFacts, 'existing'> }> {
  const it = await ownItinerary(ctx.db, parent, itineraryId);
  const lines = await paymentsRepo.paymentLinesOf(ctx.db, [it.id]);
  const season = programSeasons(lines).find(
    (s) => s.providerId === input.program_id && s.season === input.season,
  );
  if (!season) throw AppError.field('program_id', M.notInItinerary);
  if (it.childId === null) throw AppError.unprocessable(M.noChild);
  const waiver = await repo.currentWaiver(ctx.db, season.providerId);
  if (!waiver) throw AppError.field('program_id', M.noWaiver);
  if (waiver.version !== input.waiver_version) throw AppError.conflict(M.versionChanged);
  // The signer's own calendar day: within a day of the server's (time zones), never another.
  const today = ctx.now().getTime();
  const signedOn = Date.parse(`${input.signed_on}T12:00:00Z`);
  if (!Number.isFinite(signedOn) || Math.abs(signedOn - today) > 1.5 * DAY_MS)
    throw AppError.field('signed_on', M.signedOnInvalid);
  const facts = { season, waiver, childId: it.childId, childName: lines[0]?.childName ?? '' };
  const existing = await repo.findSignature(ctx.db, waiver.id, it.childId, season.season);
  return existing ? { existing, facts } : facts;
}

async function signedCopy(ctx: AppContext, waiver: repo.WaiverRow, facts: SignedCopyFacts) {
  if (waiver.body !== null) return signedTextCopy(waiver.body, facts);
  const upload = waiver.fileId ? await uploads.readUploadBytes(ctx, waiver.fileId) : null;
  // The document must still be the one whose hash the version keeps.
  if (!upload || sha256(upload.bytes) !== waiver.sha256)
    throw new Error(`Waiver ${waiver.id}: its document is missing or changed`);
  return signedPdfCopy(upload.bytes, facts);
}

/**
 * POST …/itineraries/{id}/waiver_signatures. Signing again what is signed answers the signature
 * kept (201 only for a new one). The signed copy is made and stored before the row is written;
 * the row is written only while the version signed is still the current one.
 */
export async function signWaiver(
  ctx: AppContext,
  parent: CurrentUser,
  itineraryId: number,
  input: SignWaiverInput,
): Promise<{ created: boolean; signature: WaiverSignature }> {
  const checked = await signingFacts(ctx, parent, itineraryId, input);
  const names = (f: SigningFacts) => ({
    programName: f.season.providerName,
    childName: f.childName,
    parentName: parent.name,
  });
  if ('existing' in checked)
    return {
      created: false,
      signature: signatureView(checked.existing, names(checked.facts), checked.facts.waiver.id),
    };
  const { waiver, season, childId, childName } = checked;
  const signedAt = ctx.now();
  const pdf = await signedCopy(ctx, waiver, {
    programName: season.providerName,
    title: waiver.title,
    version: waiver.version,
    documentSha256: waiver.sha256,
    childName,
    season: season.season,
    signerName: input.signer_name,
    signedOn: input.signed_on,
    signedAt,
    parentEmail: parent.email,
  });
  const pdfKey = `waivers/signed/${waiver.providerId}/${randomBytes(18).toString('base64url')}`;
  await ctx.storage.put(pdfKey, pdf, 'application/pdf');
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const current = await repo.currentWaiver(tx, waiver.providerId, true);
      if (current?.id !== waiver.id) throw AppError.conflict(M.versionChanged);
      const inserted = await repo.insertSignature(tx, {
        waiverId: waiver.id,
        providerId: waiver.providerId,
        parentId: parent.id,
        childId,
        season: season.season,
        signerName: input.signer_name,
        signedOn: input.signed_on,
        signedAt,
        waiverVersion: waiver.version,
        documentSha256: waiver.sha256,
        pdfKey,
        pdfSha256: sha256(pdf),
      });
      if (inserted) await mailBothSides(tx, ctx, parent, checked, { itineraryId, input });
      return inserted;
    });
    if (row) return { created: true, signature: signatureView(row, names(checked), waiver.id) };
  } catch (err) {
    await ctx.storage.delete(pdfKey);
    throw err;
  }
  // A concurrent request signed the same first: its signature stands, this copy goes.
  await ctx.storage.delete(pdfKey);
  const existing = await repo.findSignature(ctx.db, waiver.id, childId, season.season);
  return { created: false, signature: signatureView(existing!, names(checked), waiver.id) };
}

/** The parent's and the program director's notices, in the signature's transaction. */
async function mailBothSides(
  tx: DbOrTx,
  ctx: AppContext,
  parent: CurrentUser,
  f: SigningFacts,
  { itineraryId, input }: { itineraryId: number; input: SignWaiverInput },
) {
  const common = {
    program_name: f.season.providerName,
    waiver_title: f.waiver.title,
    version: f.waiver.version,
    child_name: f.childName,
    season: f.season.season,
    signer_name: input.signer_name,
    signed_on: input.signed_on,
  };
  await enqueueMail(tx, ctx, {
    to: parent.email,
    template: 'waiver_signed',
    data: {
      ...common,
      name: parent.name,
      url: `${ctx.config.APP_URL}/profile/payment/${itineraryId}`,
    },
  });
  const director =
    f.season.directorId === null
      ? null
      : await accountsRepo.findLiveUserById(tx, f.season.directorId);
  if (director)
    await enqueueMail(tx, ctx, {
      to: director.email,
      template: 'waiver_signed_director',
      data: {
        ...common,
        name: director.name,
        url: `${ctx.config.APP_URL}/camp-director/program/${f.season.providerId}?tab=waiver`,
      },
    });
}
