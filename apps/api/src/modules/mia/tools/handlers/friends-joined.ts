import * as assistantReads from '../../../../data/itineraries/assistant-reads.js';
import type { ToolResult } from '../../types.js';
import { fail, ok, TOOL_ERRORS, type ToolReads } from '../shared.js';
import type { ToolArgs } from '../specs.js';

/** The friends who accepted an invitation to an itinerary and what they share (owner only). */
export async function friendsJoined(
  reads: ToolReads,
  { itinerary_id }: ToolArgs<'friends_joined'>,
): Promise<ToolResult> {
  const it = await reads.target(itinerary_id);
  if (typeof it === 'string') return fail(it);
  if (it.sharedActivityIds !== null) return fail(TOOL_ERRORS.ownerOnly);
  const names = new Map((await reads.facts()).map((f) => [f.activityId, f.name]));
  const friends = await assistantReads.joinedFriendsOf(reads.ctx.db, [it.id]);
  return ok({
    itinerary_id: it.id,
    friends: friends.map((f) => ({
      name: f.friendName ?? f.friendEmail,
      joined_at: f.respondedAt?.toISOString() ?? null,
      shared_activities: f.activityIds.map((id) => names.get(id)).filter(Boolean),
    })),
  });
}
