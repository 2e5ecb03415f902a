import {
  SPECIALIST_ITINERARY_MESSAGES as M,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import type { AcknowledgedClashes } from '@camp/shared/schedule-clash';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { enqueueMail } from '../../../mail/index.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { itineraryOr404, present } from '../detail.js';
import { parentMailGreeting } from '../parent-mail.js';
import { assertAssigned, assertClashesKept, assertPlanning } from '../rules.js';

/** in_progress → review and alternate_request → review, with a mail to the parent. */
export async function sendToParent(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  alternateRequest: boolean | undefined,
  acknowledgedClashes?: AcknowledgedClashes,
): Promise<SpecialistItinerary> {
  const result = await ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, id, true);
    assertAssigned(it, specialist);
    assertPlanning(it);
    const alternate = it.status === 'alternate_request';
    if (alternateRequest !== undefined && alternateRequest !== alternate) {
      throw AppError.conflict(M.staleStatus);
    }
    const rows = await itinerariesRepo.activitiesOf(tx, it.id);
    if (rows.length === 0) throw AppError.unprocessable(M.emptyItinerary);
    const clashesKept = await assertClashesKept(tx, it.id, acknowledgedClashes);
    const now = ctx.now();
    await itinerariesRepo.updateItinerary(tx, it.id, {
      status: 'review',
      sentAt: now,
      updatedAt: now,
    });
    if (alternate) await itinerariesRepo.resolveChangeRequests(tx, it.id, now);
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'sent_to_parent',
      fromStatus: it.status,
      toStatus: 'review',
      data: {
        activities: rows.length,
        ...(clashesKept.length ? { acknowledged_clashes: clashesKept } : {}),
      },
    });
    const itinerary = await present(tx, { ...it, status: 'review', sentAt: now });
    await enqueueMail(tx, ctx, {
      to: itinerary.parent.email,
      template: 'itinerary_sent',
      data: {
        ...parentMailGreeting(ctx, itinerary, specialist),
        alternate,
      },
    });
    return itinerary;
  });
  publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: id, reason: 'sent' });
  return result;
}
