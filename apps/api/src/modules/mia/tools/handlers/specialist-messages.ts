import * as chatRepo from '../../../../data/chat/repository.js';
import * as itinerariesRepo from '../../../../data/itineraries/repository.js';
import type { ToolResult } from '../../types.js';
import { fail, ok, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

/** What the family's specialist said, quoted: the message, change requests, chat answers. */
export async function specialistMessages(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'specialist_messages'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  if (it.sharedActivityIds !== null) return fail(TOOL_ERRORS.ownerOnly);
  const { db, userId } = reads.ctx;
  const [requests, answers] = await Promise.all([
    itinerariesRepo.changeRequestsOf(db, it.id),
    // The asking parent's own conversation only: a friend's answers are the friend's.
    chatRepo.specialistAnswers(db, { itineraryId: it.id, parentId: userId }),
  ]);
  return ok({
    itinerary_id: it.id,
    specialist_name: it.specialistName,
    itinerary_message: it.message === null ? null : { quoted: it.message },
    change_requests: requests.map(({ request, activityName }) => ({
      activity: activityName,
      reason: request.reason,
      asked: { quoted: request.moreInformation },
      asked_at: request.createdAt.toISOString(),
      answered: request.resolvedAt !== null,
      answered_at: request.resolvedAt?.toISOString() ?? null,
    })),
    chat_answers: answers.map((a) => ({
      said: { quoted: a.text },
      at: a.createdAt.toISOString(),
    })),
  });
}
