import {
  MESSAGE_STATUSES,
  SPECIALIST_ITINERARY_MESSAGES as M,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import type { AppContext } from '../../../../context.js';
import { AppError } from '../../../../lib/app-error.js';
import type { CurrentUser } from '../../../../plugins/auth.js';
import { enqueueMail } from '../../../mail/index.js';
import { publishItineraryEvent } from '../../../realtime/index.js';
import * as auditRepo from '../../../../data/audit/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import { itineraryOr404, present } from '../detail.js';
import { parentMailGreeting } from '../parent-mail.js';
import { assertAssigned } from '../rules.js';

/** The message is kept on the itinerary and e-mailed to the parent. */
export async function messageParent(
  ctx: AppContext,
  specialist: CurrentUser,
  id: number,
  message: string,
): Promise<SpecialistItinerary> {
  const result = await ctx.db.transaction(async (tx) => {
    const it = await itineraryOr404(tx, id, true);
    assertAssigned(it, specialist);
    if (!MESSAGE_STATUSES.includes(it.status)) throw AppError.conflict(M.messageClosed);
    const now = ctx.now();
    await itinerariesRepo.updateItinerary(tx, it.id, { message, updatedAt: now });
    await auditRepo.insert(tx, {
      actorId: specialist.id,
      entityType: 'itineraries',
      entityId: it.id,
      action: 'message_to_parent',
      data: { length: message.length },
    });
    const itinerary = await present(tx, { ...it, message });
    await enqueueMail(tx, ctx, {
      to: itinerary.parent.email,
      template: 'specialist_message',
      data: {
        ...parentMailGreeting(ctx, itinerary, specialist),
        message,
      },
    });
    return itinerary;
  });
  publishItineraryEvent(ctx, { type: 'itinerary_updated', itinerary_id: id, reason: 'message' });
  return result;
}
